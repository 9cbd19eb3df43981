import type { Allergen } from '../../../../src/api/schemas/catalogue'
import type { GhsPictogram, SignalWord } from '../../../../src/api/schemas/food-label'

/**
 * The labels of the demo's products, by kind (the product's name less its brand and size: every
 * brand of "Fusilli" shares the recipe), written for the demo: plausible, not any real maker's. In
 * Italian and English. The food information follows EU Regulation 1169/2011 (art. 9: ingredients,
 * Annex II allergens, nutrition per 100 g or 100 ml, storage, origin where the law asks for it); the
 * products that are not food carry their CLP hazard and precautionary statements and how to use
 * them. The nutrition declaration is left out where Annex V exempts it (waters, coffee, tea, salt,
 * vinegar) and for drinks over 1.2% alcohol (art. 16.4): their allergens are still given.
 */

/** Italian, English. */
export type Text = readonly [it: string, en: string]
/**
 * An ingredient in both languages, and the allergen group it belongs to, or the groups a compound one
 * holds (a sauce of walnuts, milk and bread: all three).
 */
export type Ing = readonly [it: string, en: string, allergen?: Allergen | readonly Allergen[]]

export interface FoodRecipe {
  ingredients: readonly Ing[]
  /** What the maker warns it may hold traces of. */
  traces?: readonly Allergen[]
  /** kcal, fat, saturates, carbohydrate, sugars, protein, salt per 100 g (100 ml when `liquid`); null: exempt. */
  per100: readonly [number, number, number, number, number, number, number] | null
  liquid?: boolean
  storage: Text
  origin?: Text
}

export interface NonFoodRecipe {
  nonFood: true
  /** The components a detergent (Reg. 648/2004) or a cosmetic (INCI) lists. */
  ingredients: readonly Text[]
  /**
   * Classified under CLP (Reg. 1272/2008): the signal word and the pictograms its hazard statements
   * call for (Annex I), the graver first; none for a product with no H statement (an EUH one alone).
   */
  signal?: SignalWord
  pictograms?: readonly GhsPictogram[]
  hazards: readonly Text[]
  precautions: readonly Text[]
  usage: readonly Text[]
  storage: Text
}

export type Recipe = FoodRecipe | NonFoodRecipe

// ---- ingredients used by many recipes ----
const SEMOLA: Ing = ['semola di grano duro', 'durum wheat semolina', 'GLUTEN']
const FARINA: Ing = ['farina di grano tenero tipo 0', 'soft wheat flour type 0', 'GLUTEN']
const FARINA00: Ing = ['farina di grano tenero tipo 00', 'soft wheat flour type 00', 'GLUTEN']
const FARINA_INT: Ing = ['farina integrale di grano tenero', 'wholemeal soft wheat flour', 'GLUTEN']
const MALTO: Ing = ["estratto di malto d'orzo", 'barley malt extract', 'GLUTEN']
const UOVA: Ing = ['uova fresche', 'fresh eggs', 'EGGS']
const TUORLO: Ing = ["tuorlo d'uovo", 'egg yolk', 'EGGS']
const LATTE_POLVERE: Ing = ['latte scremato in polvere', 'skimmed milk powder', 'MILK']
const BURRO: Ing = ['burro', 'butter', 'MILK']
const PANNA: Ing = ['panna', 'cream', 'MILK']
const FORMAGGIO: Ing = [
  'Grana Padano DOP (latte, sale, caglio)',
  'Grana Padano PDO cheese (milk, salt, rennet)',
  'MILK',
]
const LISOZIMA: Ing = ['lisozima (da uovo)', 'lysozyme (from egg)', 'EGGS']
const SOIA_LECITINA: Ing = ['emulsionante: lecitina di soia', 'emulsifier: soy lecithin', 'SOYBEANS']
const SEDANO: Ing = ['sedano', 'celery', 'CELERY']
const SOLFITI: Ing = ['anidride solforosa', 'sulphur dioxide', 'SULPHITES']
const ACQUA: Ing = ['acqua', 'water']
const SALE: Ing = ['sale', 'salt']
const ZUCCHERO: Ing = ['zucchero', 'sugar']
const OLIO_EVO: Ing = ['olio extravergine di oliva', 'extra virgin olive oil']
const OLIO_GIRASOLE: Ing = ['olio di girasole', 'sunflower oil']
const LIEVITO: Ing = ['lievito', 'yeast']
const CACAO: Ing = ['cacao magro in polvere', 'fat-reduced cocoa powder']
const AROMI: Ing = ['aromi naturali', 'natural flavourings']
const SPEZIE: Ing = ['spezie', 'spices']
const DESTROSIO: Ing = ['destrosio', 'dextrose']
const CONSERVANTI_SALUMI: Ing = [
  'conservanti: nitrito di sodio, nitrato di potassio',
  'preservatives: sodium nitrite, potassium nitrate',
]
const ANTIOSSIDANTE: Ing = ['antiossidante: ascorbato di sodio', 'antioxidant: sodium ascorbate']
const CAGLIO: Ing = ['caglio', 'rennet']
const FERMENTI: Ing = ['fermenti lattici vivi', 'live lactic cultures']
const CAFFE: Ing = ['caffè tostato', 'roasted coffee']
const CO2: Ing = ['anidride carbonica', 'carbon dioxide']

// ---- storage ----
const DRY: Text = [
  'Conservare in luogo fresco e asciutto, al riparo dalla luce e da fonti di calore.',
  'Store in a cool, dry place, away from light and heat.',
]
const DRY_OPENED: Text = [
  'Conservare in luogo fresco e asciutto. Dopo l’apertura conservare in frigorifero e consumare entro 3 giorni.',
  'Store in a cool, dry place. Once opened, keep refrigerated and use within 3 days.',
]
const FRIDGE: Text = [
  'Conservare in frigorifero tra 0 °C e 4 °C. Dopo l’apertura consumare entro 3 giorni.',
  'Keep refrigerated at 0–4 °C. Once opened, eat within 3 days.',
]
const FRIDGE_MEAT: Text = [
  'Conservare in frigorifero tra 0 °C e 4 °C. Consumare previa cottura completa.',
  'Keep refrigerated at 0–4 °C. Cook thoroughly before eating.',
]
const FRIDGE_FISH: Text = [
  'Conservare in frigorifero tra 0 °C e 2 °C e consumare entro il giorno dell’acquisto, previa cottura.',
  'Keep refrigerated at 0–2 °C and eat on the day of purchase, cooked.',
]
const FREEZER: Text = [
  'Conservare in congelatore a −18 °C. Una volta scongelato non ricongelare.',
  'Keep frozen at −18 °C. Do not refreeze once thawed.',
]
const FRUIT: Text = [
  'Conservare in luogo fresco o nel cassetto delle verdure del frigorifero. Lavare prima del consumo.',
  'Keep in a cool place or in the fridge’s vegetable drawer. Wash before eating.',
]
const READY_SALAD: Text = [
  'Conservare in frigorifero a non più di 8 °C. Prodotto lavato e pronto al consumo.',
  'Keep refrigerated at no more than 8 °C. Washed and ready to eat.',
]
const COOL_DARK: Text = [
  'Conservare al riparo dalla luce a temperatura ambiente.',
  'Store away from light at room temperature.',
]
const WINE_CELLAR: Text = [
  'Conservare in luogo fresco e buio; servire a 16–18 °C.',
  'Store in a cool, dark place; serve at 16–18 °C.',
]
const DRINK: Text = [
  'Conservare in luogo fresco e asciutto, lontano dalla luce del sole. Dopo l’apertura conservare in frigorifero e consumare entro 3 giorni.',
  'Store in a cool, dry place out of the sun. Once opened, keep refrigerated and drink within 3 days.',
]
const EGGS_STORAGE: Text = [
  'Conservare in frigorifero dopo l’acquisto. Da consumarsi entro 28 giorni dalla deposizione.',
  'Keep refrigerated after purchase. Eat within 28 days of laying.',
]
const COUNTER: Text = [
  'Conservare in frigorifero tra 0 °C e 4 °C e consumare entro 3 giorni dall’acquisto.',
  'Keep refrigerated at 0–4 °C and eat within 3 days of purchase.',
]
const BREAD: Text = [
  'Conservare in luogo asciutto, in un sacchetto di carta; consumare entro 2 giorni.',
  'Keep dry, in a paper bag; eat within 2 days.',
]

// ---- origins ----
const ITALY: Text = ['Italia', 'Italy']
const MILK_ITALY: Text = [
  'Paese di mungitura: Italia. Paese di trasformazione: Italia.',
  'Country of milking: Italy. Country of processing: Italy.',
]
const GOAT_MILK_ITALY: Text = [
  'Latte di capra munto e trasformato in Piemonte (Italia).',
  'Goat’s milk milked and processed in Piedmont (Italy).',
]
const PORK_ITALY: Text = [
  'Allevato in: Italia. Macellato in: Italia.',
  'Reared in: Italy. Slaughtered in: Italy.',
]
const POULTRY_ITALY: Text = [
  'Allevato in: Italia. Macellato in: Italia.',
  'Reared in: Italy. Slaughtered in: Italy.',
]
const BEEF_ITALY: Text = ['Nato, allevato e macellato in: Italia.', 'Born, reared and slaughtered in: Italy.']
const BEEF_EU: Text = [
  'Nato in: Francia. Allevato in: Italia. Macellato in: Italia.',
  'Born in: France. Reared in: Italy. Slaughtered in: Italy.',
]
const VEAL: Text = [
  'Nato in: Francia. Allevato e macellato in: Italia.',
  'Born in: France. Reared and slaughtered in: Italy.',
]
const DURUM_ITALY: Text = [
  'Paese di coltivazione del grano: Italia. Paese di molitura: Italia.',
  'Country where the wheat was grown: Italy. Country of milling: Italy.',
]
const DURUM_EU: Text = [
  'Paese di coltivazione del grano: Paesi UE e non UE. Paese di molitura: Italia.',
  'Country where the wheat was grown: EU and non-EU countries. Country of milling: Italy.',
]
const TOMATO_ITALY: Text = ['Origine del pomodoro: Italia.', 'Origin of the tomatoes: Italy.']
const RICE_ITALY: Text = [
  'Paese di coltivazione del riso: Italia. Paese di lavorazione: Italia.',
  'Country where the rice was grown: Italy. Country of processing: Italy.',
]
const OIL_ITALY: Text = [
  'Olio extravergine di oliva italiano: ottenuto da olive raccolte e molite in Italia.',
  'Italian extra virgin olive oil: from olives harvested and milled in Italy.',
]
const OIL_LIGURIA: Text = [
  'Olive raccolte e molite nella Riviera Ligure (Italia).',
  'Olives harvested and milled on the Ligurian Riviera (Italy).',
]
const HONEY: Text = ['Miscela di mieli originari e non originari dell’UE.', 'Blend of EU and non-EU honeys.']
const FARMED_ITALY: Text = ['Allevato in: Italia.', 'Farmed in: Italy.']
const SALMON: Text = ['Allevato in: Norvegia.', 'Farmed in: Norway.']
const COD: Text = [
  'Pescato in: Oceano Atlantico nord-orientale (zona FAO 27), con reti da traino.',
  'Caught in: North-East Atlantic (FAO area 27), with trawls.',
]
const PRAWNS: Text = ['Allevato in: Ecuador.', 'Farmed in: Ecuador.']
const MUSSELS: Text = ['Allevato in: Italia (Mar Adriatico).', 'Farmed in: Italy (Adriatic Sea).']
const SPAIN: Text = ['Spagna', 'Spain']
const NEW_ZEALAND: Text = ['Nuova Zelanda', 'New Zealand']
const ECUADOR: Text = ['Ecuador', 'Ecuador']
const PIEDMONT: Text = ['Piemonte (Italia)', 'Piedmont (Italy)']
const SPRING: Text = [
  'Acqua minerale dalla Fonte Alpina, Vinadio (CN), Italia.',
  'Mineral water from the Fonte Alpina spring, Vinadio (CN), Italy.',
]

// ---- food recipes ----
const dryPasta = (origin: Text): FoodRecipe => ({
  ingredients: [SEMOLA, ACQUA],
  traces: ['EGGS', 'SOYBEANS'],
  per100: [359, 1.5, 0.3, 71, 3.5, 13, 0.01],
  storage: DRY,
  origin,
})
const eggPasta: FoodRecipe = {
  ingredients: [SEMOLA, ['uova (20%)', 'eggs (20%)', 'EGGS']],
  traces: ['SOYBEANS'],
  per100: [380, 4.5, 1.3, 69, 2.5, 15, 0.05],
  storage: DRY,
  origin: DURUM_EU,
}
const freshEggPasta: FoodRecipe = {
  ingredients: [FARINA00, ['uova fresche (30%)', 'fresh eggs (30%)', 'EGGS'], SEMOLA],
  traces: ['MILK', 'SOYBEANS'],
  per100: [290, 3.2, 1.1, 53, 1.5, 11.5, 0.05],
  storage: FRIDGE,
}
const fresh = (per100: FoodRecipe['per100'], origin: Text, name: Ing): FoodRecipe => ({
  ingredients: [name],
  per100,
  storage: FRUIT,
  origin,
})
const wine = (grape: Ing): FoodRecipe => ({
  ingredients: [grape, ['contiene solfiti', 'contains sulphites', 'SULPHITES']],
  per100: null,
  storage: WINE_CELLAR,
  origin: ITALY,
})
const hardCheese = (name: Ing, per100: FoodRecipe['per100'], origin: Text = MILK_ITALY): FoodRecipe => ({
  ingredients: [name, SALE, CAGLIO],
  per100,
  storage: FRIDGE,
  origin,
})

const FOOD: Record<string, FoodRecipe> = {
  // Fruit and vegetables: a single ingredient, with its country of origin (Reg. 543/2011).
  'Mele Golden': fresh([52, 0.2, 0, 12, 10, 0.3, 0], ITALY, [
    'mele Golden Delicious',
    'Golden Delicious apples',
  ]),
  'Mele Golden sfuse': fresh([52, 0.2, 0, 12, 10, 0.3, 0], ITALY, [
    'mele Golden Delicious',
    'Golden Delicious apples',
  ]),
  'Mele Fuji': fresh([54, 0.2, 0, 13, 11, 0.3, 0], ITALY, ['mele Fuji', 'Fuji apples']),
  'Pere Abate': fresh([57, 0.1, 0, 13, 10, 0.4, 0], ITALY, ['pere Abate Fetel', 'Abate Fetel pears']),
  Banane: fresh([89, 0.3, 0.1, 20, 17, 1.1, 0], ECUADOR, ['banane', 'bananas']),
  'Pomodori ciliegino': fresh([20, 0.2, 0, 3.5, 3, 1, 0.01], ITALY, [
    'pomodori ciliegino',
    'cherry tomatoes',
  ]),
  'Pomodori costoluti': fresh([19, 0.2, 0, 3.5, 3, 1, 0.01], ITALY, [
    'pomodori costoluti',
    'ribbed tomatoes',
  ]),
  'Arance da tavola': fresh([45, 0.2, 0, 9, 8, 0.7, 0], ITALY, ['arance', 'oranges']),
  'Arance sfuse': fresh([45, 0.2, 0, 9, 8, 0.7, 0], ITALY, ['arance', 'oranges']),
  Zucchine: fresh([17, 0.1, 0, 1.4, 1.4, 1.3, 0], ITALY, ['zucchine', 'courgettes']),
  'Insalata mista lavata': {
    ingredients: [
      ['lattuga', 'lettuce'],
      ['radicchio rosso', 'red radicchio'],
      ['rucola', 'rocket'],
      ['carote', 'carrots'],
    ],
    per100: [19, 0.3, 0, 2.2, 2, 1.4, 0.03],
    storage: READY_SALAD,
    origin: ITALY,
  },
  'Patate a pasta gialla': fresh([77, 0.1, 0, 17, 0.8, 2, 0.01], ITALY, [
    'patate a pasta gialla',
    'yellow-fleshed potatoes',
  ]),
  Carote: fresh([35, 0.2, 0, 7.6, 6.5, 1, 0.2], ITALY, ['carote', 'carrots']),
  Limoni: fresh([29, 0.3, 0, 3, 2.5, 1.1, 0], SPAIN, ['limoni', 'lemons']),
  'Uva bianca': fresh([69, 0.2, 0, 16, 16, 0.6, 0], ITALY, ['uva bianca da tavola', 'white table grapes']),
  Kiwi: fresh([61, 0.5, 0, 11, 9, 1.1, 0], NEW_ZEALAND, ['kiwi', 'kiwi fruit']),
  Finocchi: fresh([31, 0.2, 0, 4, 3.9, 1.2, 0.1], ITALY, ['finocchi', 'fennel']),
  Fagiolini: fresh([31, 0.2, 0, 4.5, 3.3, 1.8, 0], ITALY, ['fagiolini', 'green beans']),
  'Cipolle dorate': fresh([40, 0.1, 0, 9, 4.2, 1.1, 0], ITALY, ['cipolle dorate', 'yellow onions']),
  Rucola: { ...fresh([25, 0.7, 0.1, 2, 2, 2.6, 0.07], ITALY, ['rucola', 'rocket']), storage: READY_SALAD },
  'Peperoni rossi': fresh([31, 0.3, 0, 6, 4.2, 1, 0], ITALY, ['peperoni rossi', 'red peppers']),
  Melanzane: fresh([25, 0.2, 0, 6, 3.5, 1, 0], ITALY, ['melanzane', 'aubergines']),
  'Meloni gialli': fresh([34, 0.2, 0, 8, 8, 0.8, 0.04], ITALY, ['meloni gialli', 'yellow melons']),
  'Pomodori pelati': {
    ingredients: [
      ['pomodori pelati', 'peeled tomatoes'],
      ['succo di pomodoro', 'tomato juice'],
      ['correttore di acidità: acido citrico', 'acidity regulator: citric acid'],
    ],
    per100: [22, 0.2, 0, 3.5, 3.2, 1.2, 0.03],
    storage: DRY_OPENED,
    origin: TOMATO_ITALY,
  },

  // Dairy, eggs and cold cuts.
  'Latte fresco intero alta qualità': {
    ingredients: [['latte vaccino intero fresco pastorizzato', 'fresh pasteurised whole cow’s milk', 'MILK']],
    per100: [64, 3.6, 2.5, 4.8, 4.8, 3.2, 0.1],
    liquid: true,
    storage: [
      'Conservare in frigorifero tra 0 °C e 4 °C. Dopo l’apertura consumare entro 2 giorni.',
      'Keep refrigerated at 0–4 °C. Once opened, drink within 2 days.',
    ],
    origin: MILK_ITALY,
  },
  'Latte parzialmente scremato': {
    ingredients: [['latte vaccino parzialmente scremato UHT', 'UHT semi-skimmed cow’s milk', 'MILK']],
    per100: [46, 1.6, 1, 4.9, 4.9, 3.3, 0.1],
    liquid: true,
    storage: DRINK,
    origin: MILK_ITALY,
  },
  'Mozzarella fior di latte': {
    ingredients: [
      ['latte vaccino', 'cow’s milk', 'MILK'],
      SALE,
      CAGLIO,
      ['correttore di acidità: acido citrico', 'acidity regulator: citric acid'],
    ],
    per100: [253, 19, 13, 1, 1, 18, 0.5],
    storage: FRIDGE,
    origin: MILK_ITALY,
  },
  'Yogurt bianco intero': {
    ingredients: [['latte intero', 'whole milk', 'MILK'], FERMENTI],
    per100: [66, 3.5, 2.3, 4.7, 4.7, 3.8, 0.12],
    storage: FRIDGE,
    origin: MILK_ITALY,
  },
  'Yogurt greco': {
    ingredients: [['latte', 'milk', 'MILK'], ['panna', 'cream', 'MILK'], FERMENTI],
    per100: [97, 5, 3.4, 3.9, 3.9, 9, 0.1],
    storage: FRIDGE,
  },
  'Parmigiano Reggiano DOP 24 mesi': hardCheese(['latte', 'milk', 'MILK'], [392, 28, 19, 0, 0, 33, 1.6]),
  'Grana Padano grattugiato': {
    ingredients: [['latte', 'milk', 'MILK'], SALE, CAGLIO, LISOZIMA],
    per100: [398, 29, 18, 0, 0, 33, 1.5],
    storage: FRIDGE,
    origin: MILK_ITALY,
  },
  'Prosciutto cotto alta qualità': {
    ingredients: [
      ['coscia di suino', 'pork leg'],
      SALE,
      DESTROSIO,
      AROMI,
      ANTIOSSIDANTE,
      ['conservante: nitrito di sodio', 'preservative: sodium nitrite'],
    ],
    per100: [132, 5, 1.8, 1, 0.8, 20, 1.9],
    storage: FRIDGE,
    origin: PORK_ITALY,
  },
  Burro: {
    ingredients: [['crema di latte pastorizzata', 'pasteurised cream', 'MILK']],
    per100: [745, 82, 54, 0.6, 0.6, 0.6, 0.03],
    storage: FRIDGE,
    origin: MILK_ITALY,
  },
  'Uova fresche da allevamento a terra': {
    ingredients: [['uova fresche di categoria A, allevamento a terra', 'fresh class A barn eggs', 'EGGS']],
    per100: [143, 9.5, 2.7, 0.7, 0.7, 12.5, 0.36],
    storage: EGGS_STORAGE,
    origin: ITALY,
  },
  'Ricotta vaccina': {
    ingredients: [
      ['siero di latte vaccino', 'cow’s milk whey', 'MILK'],
      ['latte', 'milk', 'MILK'],
      ['panna', 'cream', 'MILK'],
      SALE,
      ['correttore di acidità: acido lattico', 'acidity regulator: lactic acid'],
    ],
    per100: [146, 11, 7, 3.5, 3.5, 8.8, 0.2],
    storage: FRIDGE,
    origin: MILK_ITALY,
  },
  'Gorgonzola DOP dolce': hardCheese(
    ['latte vaccino pastorizzato', 'pasteurised cow’s milk', 'MILK'],
    [330, 28, 19, 0, 0, 19, 1.5],
  ),
  Stracchino: {
    ingredients: [['latte vaccino pastorizzato', 'pasteurised cow’s milk', 'MILK'], SALE, CAGLIO, FERMENTI],
    per100: [290, 24, 16, 0, 0, 17, 0.9],
    storage: FRIDGE,
    origin: MILK_ITALY,
  },
  'Prosciutto crudo stagionato': {
    ingredients: [['coscia di suino', 'pork leg'], SALE],
    per100: [250, 14, 4.8, 0, 0, 28, 5.2],
    storage: FRIDGE,
    origin: PORK_ITALY,
  },
  'Prosciutto crudo al taglio': {
    ingredients: [['coscia di suino', 'pork leg'], SALE],
    per100: [250, 14, 4.8, 0, 0, 28, 5.2],
    storage: COUNTER,
    origin: PORK_ITALY,
  },
  'Salame Milano': {
    ingredients: [
      ['carne di suino', 'pork'],
      SALE,
      DESTROSIO,
      SPEZIE,
      ['aglio', 'garlic'],
      ANTIOSSIDANTE,
      CONSERVANTI_SALUMI,
    ],
    traces: ['MILK'],
    per100: [400, 33, 12, 1, 0.5, 25, 4.5],
    storage: FRIDGE,
    origin: PORK_ITALY,
  },
  Mortadella: {
    ingredients: [
      ['carne di suino', 'pork'],
      SALE,
      ['pistacchi', 'pistachios', 'NUTS'],
      SPEZIE,
      AROMI,
      ANTIOSSIDANTE,
      ['conservante: nitrito di sodio', 'preservative: sodium nitrite'],
    ],
    per100: [288, 25, 9, 0.5, 0.5, 15, 2],
    storage: FRIDGE,
    origin: PORK_ITALY,
  },
  'Bresaola punta d’anca': {
    ingredients: [['carne di bovino', 'beef'], SALE, DESTROSIO, SPEZIE, AROMI, CONSERVANTI_SALUMI],
    per100: [151, 2.6, 1.1, 0.5, 0.5, 32, 4],
    storage: FRIDGE,
    origin: BEEF_EU,
  },
  'Panna da cucina': {
    ingredients: [
      ['panna UHT', 'UHT cream', 'MILK'],
      ['addensante: carragenina', 'thickener: carrageenan'],
    ],
    per100: [195, 20, 13, 3.5, 3.5, 2.5, 0.08],
    liquid: true,
    storage: DRY_OPENED,
    origin: MILK_ITALY,
  },
  Mascarpone: {
    ingredients: [
      ['crema di latte', 'cream', 'MILK'],
      ['correttore di acidità: acido citrico', 'acidity regulator: citric acid'],
    ],
    per100: [440, 46, 32, 3.5, 3.5, 3.5, 0.08],
    storage: FRIDGE,
    origin: MILK_ITALY,
  },
  'Scamorza affumicata': {
    ingredients: [
      ['latte vaccino pastorizzato', 'pasteurised cow’s milk', 'MILK'],
      SALE,
      CAGLIO,
      ['affumicatura naturale', 'natural smoking'],
    ],
    per100: [334, 25, 17, 1, 1, 26, 1.3],
    storage: FRIDGE,
    origin: MILK_ITALY,
  },
  'Fontina DOP al taglio': {
    ...hardCheese(['latte vaccino crudo', 'raw cow’s milk', 'MILK'], [343, 27, 18, 0, 0, 24, 1.1]),
    storage: COUNTER,
  },
  'Pecorino romano al taglio': {
    ...hardCheese(['latte di pecora', 'ewe’s milk', 'MILK'], [387, 31, 21, 0, 0, 26, 4.5]),
    storage: COUNTER,
  },
  'Taleggio al taglio': {
    ...hardCheese(
      ['latte vaccino pastorizzato', 'pasteurised cow’s milk', 'MILK'],
      [315, 26, 17, 0, 0, 20, 1.8],
    ),
    storage: COUNTER,
  },
  'Toma Piemontese DOP': hardCheese(['latte vaccino', 'cow’s milk', 'MILK'], [360, 29, 19, 0, 0, 25, 1.5]),
  'Robiola di Roccaverano DOP': hardCheese(
    ['latte crudo di capra', 'raw goat’s milk', 'MILK'],
    [330, 28, 19, 1, 1, 18, 1.2],
    GOAT_MILK_ITALY,
  ),

  // Meat and fish.
  'Petto di pollo a fette': {
    ingredients: [['petto di pollo', 'chicken breast']],
    per100: [100, 1.2, 0.4, 0, 0, 23, 0.15],
    storage: FRIDGE_MEAT,
    origin: POULTRY_ITALY,
  },
  'Macinato di bovino adulto': {
    ingredients: [['carne di bovino adulto', 'beef']],
    per100: [180, 12, 5, 0, 0, 18, 0.18],
    storage: FRIDGE_MEAT,
    origin: BEEF_EU,
  },
  'Salsiccia di suino': {
    ingredients: [
      ['carne di suino', 'pork'],
      SALE,
      SPEZIE,
      ['aglio', 'garlic'],
      AROMI,
      ['budello naturale', 'natural casing'],
    ],
    per100: [290, 25, 9, 0.5, 0.5, 15, 1.8],
    storage: FRIDGE_MEAT,
    origin: PORK_ITALY,
  },
  'Filetto di salmone': {
    ingredients: [['salmone (Salmo salar)', 'salmon (Salmo salar)', 'FISH']],
    per100: [200, 13, 2.5, 0, 0, 20, 0.12],
    storage: FRIDGE_FISH,
    origin: SALMON,
  },
  'Fesa di tacchino a fette': {
    ingredients: [['fesa di tacchino', 'turkey breast']],
    per100: [107, 1.2, 0.4, 0, 0, 24, 0.14],
    storage: FRIDGE_MEAT,
    origin: POULTRY_ITALY,
  },
  'Hamburger di scottona': {
    ingredients: [
      ['carne di bovino scottona (95%)', 'heifer beef (95%)'],
      SALE,
      ['fibra vegetale', 'vegetable fibre'],
      AROMI,
    ],
    per100: [200, 14, 6, 0.5, 0, 19, 0.9],
    storage: FRIDGE_MEAT,
    origin: BEEF_ITALY,
  },
  'Cosce di pollo': {
    ingredients: [['cosce di pollo', 'chicken legs']],
    per100: [180, 11, 3, 0, 0, 19, 0.2],
    storage: FRIDGE_MEAT,
    origin: POULTRY_ITALY,
  },
  'Orata fresca': {
    ingredients: [['orata (Sparus aurata)', 'gilt-head bream (Sparus aurata)', 'FISH']],
    per100: [121, 5.5, 1.3, 0, 0, 20, 0.2],
    storage: FRIDGE_FISH,
    origin: FARMED_ITALY,
  },
  'Spiedini misti': {
    ingredients: [
      ['carne di suino', 'pork'],
      ['carne di pollo', 'chicken'],
      ['peperoni', 'peppers'],
      ['cipolla', 'onion'],
      SALE,
      ['pangrattato (farina di frumento, lievito, sale)', 'breadcrumbs (wheat flour, yeast, salt)', 'GLUTEN'],
      SPEZIE,
    ],
    per100: [180, 11, 4, 2, 1, 18, 1.2],
    storage: FRIDGE_MEAT,
    origin: PORK_ITALY,
  },
  'Fettine di vitello': {
    ingredients: [['carne di vitello', 'veal']],
    per100: [107, 2.7, 1, 0, 0, 21, 0.2],
    storage: FRIDGE_MEAT,
    origin: VEAL,
  },
  'Arrosto di maiale': {
    ingredients: [
      ['lonza di suino', 'pork loin'],
      SALE,
      ['rosmarino', 'rosemary'],
      ['aglio', 'garlic'],
      SPEZIE,
    ],
    per100: [160, 8, 3, 0, 0, 22, 1],
    storage: FRIDGE_MEAT,
    origin: PORK_ITALY,
  },
  'Polpette di bovino': {
    ingredients: [
      ['carne di bovino (70%)', 'beef (70%)'],
      ['pangrattato (farina di frumento, lievito, sale)', 'breadcrumbs (wheat flour, yeast, salt)', 'GLUTEN'],
      UOVA,
      FORMAGGIO,
      ['prezzemolo', 'parsley'],
      SALE,
      ['aglio', 'garlic'],
    ],
    per100: [220, 14, 5.5, 6, 1, 17, 1.1],
    storage: FRIDGE_MEAT,
    origin: BEEF_EU,
  },
  'Bistecca di manzo': {
    ingredients: [['carne di bovino', 'beef']],
    per100: [150, 6, 2.5, 0, 0, 23, 0.15],
    storage: COUNTER,
    origin: BEEF_ITALY,
  },
  'Costine di maiale': {
    ingredients: [['costine di suino', 'pork spare ribs']],
    per100: [277, 23, 8.5, 0, 0, 17, 0.2],
    storage: COUNTER,
    origin: PORK_ITALY,
  },
  'Pollo intero': {
    ingredients: [['pollo a busto', 'whole chicken']],
    per100: [170, 10, 3, 0, 0, 19, 0.2],
    storage: COUNTER,
    origin: POULTRY_ITALY,
  },
  'Gamberetti sgusciati': {
    ingredients: [
      ['gamberetti (Penaeus vannamei)', 'shrimps (Penaeus vannamei)', 'CRUSTACEANS'],
      ACQUA,
      SALE,
    ],
    per100: [71, 0.8, 0.2, 0, 0, 15, 0.9],
    storage: FRIDGE_FISH,
    origin: PRAWNS,
  },
  'Filetti di merluzzo': {
    ingredients: [['merluzzo (Gadus morhua)', 'cod (Gadus morhua)', 'FISH']],
    per100: [82, 0.7, 0.1, 0, 0, 18, 0.2],
    storage: FRIDGE_FISH,
    origin: COD,
  },
  Branzino: {
    ingredients: [['branzino (Dicentrarchus labrax)', 'sea bass (Dicentrarchus labrax)', 'FISH']],
    per100: [97, 1.5, 0.4, 0, 0, 20, 0.2],
    storage: FRIDGE_FISH,
    origin: FARMED_ITALY,
  },
  Cozze: {
    ingredients: [['cozze (Mytilus galloprovincialis)', 'mussels (Mytilus galloprovincialis)', 'MOLLUSCS']],
    per100: [84, 2.7, 0.5, 3.4, 0, 12, 0.7],
    storage: [
      'Conservare in frigorifero tra 2 °C e 6 °C; consumare entro il giorno dell’acquisto, previa cottura. Da consumarsi vive.',
      'Keep refrigerated at 2–6 °C; eat on the day of purchase, cooked. To be eaten alive until cooked.',
    ],
    origin: MUSSELS,
  },
  'Salsiccia di Bra': {
    ingredients: [
      ['carne di vitello (80%)', 'veal (80%)'],
      ['grasso di suino', 'pork fat'],
      FORMAGGIO,
      SALE,
      SPEZIE,
      ['vino bianco', 'white wine'],
      SOLFITI,
    ],
    per100: [230, 18, 7, 0.5, 0, 17, 1.9],
    storage: FRIDGE,
    origin: PIEDMONT,
  },

  // The deli counter.
  'Insalata russa': {
    ingredients: [
      ['patate', 'potatoes'],
      ['carote', 'carrots'],
      ['piselli', 'peas'],
      [
        'maionese (olio di semi di girasole, tuorlo d’uovo, aceto, senape, sale)',
        'mayonnaise (sunflower oil, egg yolk, vinegar, mustard, salt)',
        ['EGGS', 'MUSTARD'],
      ],
      ['senape', 'mustard', 'MUSTARD'],
      ['cetriolini sott’aceto', 'pickled gherkins'],
    ],
    per100: [230, 20, 1.8, 9, 2.5, 2.5, 0.9],
    storage: COUNTER,
  },
  'Lasagne alla bolognese': {
    ingredients: [
      [
        'pasta all’uovo (semola di grano duro, uova)',
        'egg pasta (durum wheat semolina, eggs)',
        ['GLUTEN', 'EGGS'],
      ],
      UOVA,
      [
        'ragù (carne di bovino e suino, pomodoro, sedano, carote, cipolla)',
        'meat sauce (beef and pork, tomato, celery, carrots, onion)',
        'CELERY',
      ],
      SEDANO,
      [
        'besciamella (latte, farina di frumento, burro)',
        'béchamel (milk, wheat flour, butter)',
        ['MILK', 'GLUTEN'],
      ],
      FORMAGGIO,
    ],
    per100: [160, 8, 3.8, 14, 2.5, 8, 0.8],
    storage: COUNTER,
  },

  // Pantry.
  'Spaghetti di semola di grano duro': dryPasta(DURUM_ITALY),
  'Penne rigate': dryPasta(DURUM_ITALY),
  Fusilli: dryPasta(DURUM_EU),
  Rigatoni: dryPasta(DURUM_EU),
  'Tagliatelle all’uovo': eggPasta,
  'Passata di pomodoro': {
    ingredients: [['pomodoro', 'tomatoes'], SALE],
    per100: [30, 0.2, 0, 5, 4.5, 1.3, 0.3],
    storage: DRY_OPENED,
    origin: TOMATO_ITALY,
  },
  'Pomodorini in scatola': {
    ingredients: [['pomodorini', 'cherry tomatoes'], ['succo di pomodoro', 'tomato juice'], SALE],
    per100: [24, 0.2, 0, 3.8, 3.5, 1.2, 0.2],
    storage: DRY_OPENED,
    origin: TOMATO_ITALY,
  },
  'Sugo al basilico': {
    ingredients: [
      ['polpa di pomodoro', 'tomato pulp'],
      ['cipolla', 'onion'],
      OLIO_EVO,
      ['basilico (2%)', 'basil (2%)'],
      SALE,
      ZUCCHERO,
    ],
    traces: ['CELERY'],
    per100: [52, 2.8, 0.4, 5, 4.5, 1.3, 0.9],
    storage: DRY_OPENED,
    origin: TOMATO_ITALY,
  },
  'Ragù alla bolognese': {
    ingredients: [
      ['polpa di pomodoro', 'tomato pulp'],
      ['carne di bovino (20%)', 'beef (20%)'],
      ['carne di suino (10%)', 'pork (10%)'],
      SEDANO,
      ['carote', 'carrots'],
      ['cipolla', 'onion'],
      ['vino rosso', 'red wine'],
      SOLFITI,
      OLIO_GIRASOLE,
      SALE,
    ],
    per100: [120, 8, 2.8, 5, 3.5, 7, 1],
    storage: DRY_OPENED,
  },
  'Olio extravergine di oliva': {
    ingredients: [['olio extravergine di oliva', 'extra virgin olive oil']],
    per100: [824, 91.6, 14, 0, 0, 0, 0],
    liquid: true,
    storage: COOL_DARK,
    origin: OIL_ITALY,
  },
  'Olio extravergine Riviera Ligure DOP': {
    ingredients: [
      ['olio extravergine di oliva (cultivar Taggiasca)', 'extra virgin olive oil (Taggiasca cultivar)'],
    ],
    per100: [824, 91.6, 14, 0, 0, 0, 0],
    liquid: true,
    storage: COOL_DARK,
    origin: OIL_LIGURIA,
  },
  'Olio di semi di girasole': {
    ingredients: [OLIO_GIRASOLE],
    per100: [828, 92, 10, 0, 0, 0, 0],
    liquid: true,
    storage: COOL_DARK,
  },
  'Riso Carnaroli': {
    ingredients: [['riso Carnaroli', 'Carnaroli rice']],
    per100: [350, 0.6, 0.2, 78, 0.3, 7, 0],
    storage: DRY,
    origin: RICE_ITALY,
  },
  'Riso Arborio di Baraggia DOP': {
    ingredients: [['riso Arborio', 'Arborio rice']],
    per100: [350, 0.6, 0.2, 78, 0.3, 7, 0],
    storage: DRY,
    origin: RICE_ITALY,
  },
  "Tonno all'olio di oliva": {
    ingredients: [
      ['tonno (Katsuwonus pelamis)', 'tuna (Katsuwonus pelamis)', 'FISH'],
      ['olio di oliva', 'olive oil'],
      SALE,
    ],
    per100: [192, 10, 1.7, 0, 0, 25, 1],
    storage: DRY_OPENED,
    origin: [
      'Pescato in: Oceano Pacifico centro-occidentale (zona FAO 71), con reti a circuizione.',
      'Caught in: Western Central Pacific (FAO area 71), with purse seines.',
    ],
  },
  'Sgombro all’olio': {
    ingredients: [['sgombro (Scomber scombrus)', 'mackerel (Scomber scombrus)', 'FISH'], OLIO_GIRASOLE, SALE],
    per100: [240, 17, 3, 0, 0, 21, 1],
    storage: DRY_OPENED,
    origin: COD,
  },
  'Farina di grano tenero tipo 00': {
    ingredients: [FARINA00],
    per100: [340, 1, 0.2, 71, 1.5, 11, 0],
    storage: DRY,
  },
  'Ceci lessati': {
    ingredients: [['ceci', 'chickpeas'], ACQUA, SALE],
    per100: [120, 2.2, 0.3, 16, 0.5, 7, 0.6],
    storage: DRY_OPENED,
  },
  'Fagioli borlotti lessati': {
    ingredients: [['fagioli borlotti', 'borlotti beans'], ACQUA, SALE],
    per100: [100, 0.5, 0.1, 14, 0.5, 7, 0.6],
    storage: DRY_OPENED,
  },
  'Lenticchie secche': {
    ingredients: [['lenticchie', 'lentils']],
    traces: ['GLUTEN', 'SOYBEANS'],
    per100: [325, 1.5, 0.2, 48, 1.8, 24, 0.02],
    storage: DRY,
    origin: ['Canada', 'Canada'],
  },
  'Confettura extra di albicocche': {
    ingredients: [
      ['albicocche (55%)', 'apricots (55%)'],
      ZUCCHERO,
      ['gelificante: pectina', 'gelling agent: pectin'],
      ['succo di limone', 'lemon juice'],
    ],
    per100: [230, 0.1, 0, 56, 55, 0.5, 0.02],
    storage: DRY_OPENED,
  },
  'Crema spalmabile alle nocciole': {
    ingredients: [
      ZUCCHERO,
      OLIO_GIRASOLE,
      ['nocciole (13%)', 'hazelnuts (13%)', 'NUTS'],
      LATTE_POLVERE,
      CACAO,
      SOIA_LECITINA,
      ['vanillina', 'vanillin'],
    ],
    traces: ['PEANUTS'],
    per100: [540, 31, 10, 57, 55, 6.5, 0.1],
    storage: DRY,
  },
  'Zucchero semolato': { ingredients: [ZUCCHERO], per100: [400, 0, 0, 100, 100, 0, 0], storage: DRY },
  'Sale marino fino': {
    ingredients: [['sale marino', 'sea salt']],
    per100: null,
    storage: DRY,
    origin: ITALY,
  },
  'Aceto di vino bianco': {
    ingredients: [
      ['aceto di vino bianco', 'white wine vinegar'],
      ['contiene solfiti', 'contains sulphites', 'SULPHITES'],
    ],
    per100: null,
    liquid: true,
    storage: DRY,
  },
  Maionese: {
    ingredients: [
      ['olio di semi di girasole (75%)', 'sunflower oil (75%)'],
      ACQUA,
      ['tuorlo d’uovo (6%)', 'egg yolk (6%)', 'EGGS'],
      ['aceto di vino', 'wine vinegar', 'SULPHITES'],
      ['senape', 'mustard', 'MUSTARD'],
      SALE,
      ZUCCHERO,
      ['succo di limone', 'lemon juice'],
    ],
    per100: [700, 76, 6, 2, 1.5, 1.1, 1.2],
    storage: DRY_OPENED,
  },
  'Mais dolce': {
    ingredients: [['mais dolce', 'sweetcorn'], ACQUA, ZUCCHERO, SALE],
    per100: [80, 1.2, 0.2, 13, 5, 3, 0.6],
    storage: DRY_OPENED,
  },
  Pangrattato: {
    ingredients: [FARINA, ACQUA, LIEVITO, SALE],
    traces: ['SESAME', 'SOYBEANS'],
    per100: [360, 2, 0.5, 74, 3, 12, 1.5],
    storage: DRY,
  },
  'Brodo vegetale granulare': {
    ingredients: [
      SALE,
      ['amido di patata', 'potato starch'],
      ['esaltatore di sapidità: glutammato monosodico', 'flavour enhancer: monosodium glutamate'],
      OLIO_GIRASOLE,
      [
        'verdure disidratate (cipolla, carota, sedano, prezzemolo)',
        'dried vegetables (onion, carrot, celery, parsley)',
        'CELERY',
      ],
      SPEZIE,
    ],
    traces: ['GLUTEN', 'MILK', 'MUSTARD'],
    per100: [190, 7, 0.8, 25, 3, 4, 55],
    storage: DRY,
  },
  'Acciughe sotto sale': {
    ingredients: [['acciughe (Engraulis encrasicolus)', 'anchovies (Engraulis encrasicolus)', 'FISH'], SALE],
    per100: [130, 3, 1, 0, 0, 25, 13],
    storage: FRIDGE,
    origin: [
      'Pescato in: Mar Ligure (zona FAO 37.1.3), con reti a circuizione.',
      'Caught in: Ligurian Sea (FAO area 37.1.3), with purse seines.',
    ],
  },
  'Olive taggiasche denocciolate': {
    ingredients: [
      ['olive taggiasche', 'Taggiasca olives'],
      OLIO_EVO,
      SALE,
      ['timo', 'thyme'],
      ['alloro', 'bay leaf'],
    ],
    per100: [250, 25, 3.5, 1, 0, 1.5, 2.4],
    storage: DRY_OPENED,
    origin: ['Liguria (Italia)', 'Liguria (Italy)'],
  },
  'Nocciole tostate Piemonte IGP': {
    ingredients: [['nocciole Piemonte IGP tostate', 'roasted Piedmont PGI hazelnuts', 'NUTS']],
    traces: ['PEANUTS'],
    per100: [650, 62, 4.5, 6, 4, 15, 0],
    storage: DRY,
    origin: PIEDMONT,
  },
  'Pesto alla genovese': {
    ingredients: [
      ['basilico genovese DOP (30%)', 'Genoese basil PDO (30%)'],
      OLIO_EVO,
      FORMAGGIO,
      ['Pecorino (latte di pecora, sale, caglio)', 'Pecorino cheese (ewe’s milk, salt, rennet)', 'MILK'],
      ['pinoli', 'pine nuts'],
      ['anacardi', 'cashew nuts', 'NUTS'],
      SALE,
      ['aglio', 'garlic'],
      LISOZIMA,
    ],
    per100: [450, 45, 7, 4, 2, 5, 2.5],
    storage: FRIDGE,
  },

  // Breakfast.
  'Biscotti frollini': {
    ingredients: [
      FARINA,
      ZUCCHERO,
      BURRO,
      UOVA,
      [
        'agenti lievitanti: carbonato acido d’ammonio, carbonato acido di sodio',
        'raising agents: ammonium and sodium bicarbonate',
      ],
      SALE,
      AROMI,
    ],
    traces: ['NUTS', 'SOYBEANS'],
    per100: [470, 18, 8, 70, 24, 7, 0.5],
    storage: DRY,
  },
  'Biscotti al cacao': {
    ingredients: [
      FARINA,
      ZUCCHERO,
      OLIO_GIRASOLE,
      CACAO,
      LATTE_POLVERE,
      ['agenti lievitanti', 'raising agents'],
      SALE,
    ],
    traces: ['EGGS', 'NUTS'],
    per100: [480, 20, 2.5, 66, 26, 7.5, 0.6],
    storage: DRY,
  },
  'Caffè macinato per moka': { ingredients: [CAFFE], per100: null, storage: DRY_OPENED },
  'Caffè in grani': { ingredients: [CAFFE], per100: null, storage: DRY },
  'Tè nero in filtri': { ingredients: [['tè nero', 'black tea']], per100: null, storage: DRY },
  'Fette biscottate': {
    ingredients: [FARINA, OLIO_GIRASOLE, ZUCCHERO, LIEVITO, MALTO, SALE],
    traces: ['MILK', 'SESAME', 'SOYBEANS'],
    per100: [410, 6, 0.8, 75, 6, 12, 1.1],
    storage: DRY,
  },
  'Fette biscottate integrali': {
    ingredients: [FARINA_INT, FARINA, OLIO_GIRASOLE, ZUCCHERO, LIEVITO, MALTO, SALE],
    traces: ['MILK', 'SESAME', 'SOYBEANS'],
    per100: [390, 6, 0.9, 68, 5, 13, 1.1],
    storage: DRY,
  },
  'Cereali per la colazione': {
    ingredients: [['mais', 'maize'], ZUCCHERO, MALTO, SALE, ['vitamine e ferro', 'vitamins and iron']],
    traces: ['NUTS', 'MILK'],
    per100: [380, 1, 0.2, 84, 8, 7, 1.1],
    storage: DRY,
  },
  'Muesli croccante': {
    ingredients: [
      ['fiocchi d’avena (45%)', 'oat flakes (45%)', 'GLUTEN'],
      ZUCCHERO,
      OLIO_GIRASOLE,
      ['nocciole (5%)', 'hazelnuts (5%)', 'NUTS'],
      ['uvetta', 'raisins'],
      ['miele', 'honey'],
    ],
    traces: ['PEANUTS', 'SESAME', 'MILK'],
    per100: [450, 17, 2, 63, 22, 9, 0.1],
    storage: DRY,
  },
  'Merendine al cioccolato': {
    ingredients: [
      FARINA,
      ZUCCHERO,
      UOVA,
      [
        'cioccolato (12%) (zucchero, pasta di cacao, burro di cacao, lecitina di soia)',
        'chocolate (12%) (sugar, cocoa mass, cocoa butter, soy lecithin)',
        'SOYBEANS',
      ],
      OLIO_GIRASOLE,
      LATTE_POLVERE,
      ['agenti lievitanti', 'raising agents'],
      SALE,
    ],
    traces: ['NUTS'],
    per100: [430, 20, 5, 55, 30, 6.5, 0.4],
    storage: DRY,
  },
  'Miele millefiori': {
    ingredients: [['miele millefiori', 'wildflower honey']],
    per100: [304, 0, 0, 82, 82, 0.3, 0],
    storage: DRY,
    origin: HONEY,
  },
  'Cioccolato fondente 70%': {
    ingredients: [
      ['pasta di cacao', 'cocoa mass'],
      ZUCCHERO,
      ['burro di cacao', 'cocoa butter'],
      SOIA_LECITINA,
      ['vaniglia', 'vanilla'],
    ],
    traces: ['MILK', 'NUTS'],
    per100: [580, 42, 25, 34, 29, 9, 0.02],
    storage: DRY,
  },
  'Cioccolatini gianduiotti': {
    ingredients: [
      ZUCCHERO,
      ['nocciole Piemonte IGP (30%)', 'Piedmont PGI hazelnuts (30%)', 'NUTS'],
      ['pasta di cacao', 'cocoa mass'],
      ['latte intero in polvere', 'whole milk powder', 'MILK'],
      ['burro di cacao', 'cocoa butter'],
      SOIA_LECITINA,
    ],
    traces: ['PEANUTS'],
    per100: [550, 35, 11, 50, 48, 6, 0.1],
    storage: DRY,
  },
  'Grissini torinesi stirati a mano': {
    ingredients: [FARINA, ACQUA, ['olio di oliva (8%)', 'olive oil (8%)'], LIEVITO, MALTO, SALE],
    traces: ['SESAME'],
    per100: [410, 8, 1.2, 72, 2.5, 12, 2],
    storage: DRY,
  },
  'Grissini artigianali': {
    ingredients: [FARINA, ACQUA, OLIO_EVO, LIEVITO, SALE],
    traces: ['SESAME'],
    per100: [410, 9, 1.3, 70, 2.5, 12, 2],
    storage: BREAD,
  },
  'Torcetti al burro': {
    ingredients: [FARINA, BURRO, ZUCCHERO, LIEVITO, SALE],
    traces: ['EGGS', 'NUTS'],
    per100: [480, 20, 13, 68, 20, 7, 0.6],
    storage: DRY,
  },
  Canestrelli: {
    ingredients: [
      FARINA,
      BURRO,
      ZUCCHERO,
      TUORLO,
      ['fecola di patate', 'potato starch'],
      ['zucchero a velo', 'icing sugar'],
    ],
    traces: ['NUTS', 'SOYBEANS'],
    per100: [500, 25, 16, 62, 25, 6, 0.1],
    storage: DRY,
  },
  'Amaretti morbidi': {
    ingredients: [
      ZUCCHERO,
      ['mandorle (25%)', 'almonds (25%)', 'NUTS'],
      ['armelline', 'apricot kernels'],
      ['albume d’uovo', 'egg white', 'EGGS'],
    ],
    traces: ['PEANUTS', 'GLUTEN'],
    per100: [440, 17, 1.4, 62, 55, 9, 0.1],
    storage: DRY,
  },

  // Bakery and fresh pasta.
  'Pane casereccio': {
    ingredients: [
      FARINA,
      ACQUA,
      ['lievito madre (farina di frumento, acqua)', 'sourdough (wheat flour, water)', 'GLUTEN'],
      SALE,
      MALTO,
    ],
    traces: ['SESAME', 'SOYBEANS'],
    per100: [270, 1.2, 0.3, 55, 2, 9, 1.3],
    storage: BREAD,
  },
  'Focaccia al rosmarino': {
    ingredients: [FARINA, ACQUA, OLIO_EVO, SALE, LIEVITO, ['rosmarino', 'rosemary']],
    traces: ['SESAME', 'MILK'],
    per100: [340, 13, 2, 47, 2, 7.5, 2],
    storage: BREAD,
  },
  'Focaccia genovese': {
    ingredients: [FARINA, ACQUA, OLIO_EVO, SALE, LIEVITO, MALTO],
    traces: ['SESAME', 'MILK'],
    per100: [350, 15, 2.2, 46, 2, 7, 2.2],
    storage: BREAD,
  },
  'Farinata pronta da scaldare': {
    ingredients: [['farina di ceci (30%)', 'chickpea flour (30%)'], ACQUA, OLIO_EVO, SALE],
    traces: ['GLUTEN'],
    per100: [230, 12, 1.8, 22, 1, 8, 1.2],
    storage: FRIDGE,
  },
  'Agnolotti del plin': {
    ingredients: [
      FARINA00,
      UOVA,
      ['carne di vitello (15%)', 'veal (15%)'],
      ['carne di suino (10%)', 'pork (10%)'],
      FORMAGGIO,
      ['pangrattato (farina di frumento, lievito, sale)', 'breadcrumbs (wheat flour, yeast, salt)', 'GLUTEN'],
      ['spinaci', 'spinach'],
      SALE,
      LISOZIMA,
    ],
    traces: ['SOYBEANS', 'CELERY'],
    per100: [290, 9, 3.5, 39, 1.5, 13, 1.1],
    storage: FRIDGE,
  },
  "Tajarin all'uovo": freshEggPasta,
  'Trofie fresche': {
    ingredients: [FARINA, ACQUA, SALE],
    traces: ['EGGS'],
    per100: [270, 1.5, 0.3, 55, 1.5, 9, 0.03],
    storage: FRIDGE,
  },
  'Pansoti con salsa di noci': {
    ingredients: [
      FARINA00,
      UOVA,
      ['ricotta (siero di latte, sale)', 'ricotta (whey, salt)', 'MILK'],
      ['bietole', 'chard'],
      ['borragine', 'borage'],
      FORMAGGIO,
      // The Ligurian sauce: walnuts, milk and bread soaked in it (wheat), Parmigiano.
      [
        'salsa di noci (noci, olio di semi di girasole, latte, pane, Parmigiano Reggiano DOP, aglio)',
        'walnut sauce (walnuts, sunflower oil, milk, bread, Parmigiano Reggiano PDO cheese, garlic)',
        ['NUTS', 'MILK', 'GLUTEN'],
      ],
      SALE,
    ],
    per100: [280, 11, 4, 34, 2, 10, 1],
    storage: FRIDGE,
  },

  // Drinks.
  'Acqua minerale naturale': {
    ingredients: [['acqua minerale naturale', 'natural mineral water']],
    per100: null,
    liquid: true,
    storage: DRINK,
    origin: SPRING,
  },
  'Acqua minerale frizzante': {
    ingredients: [['acqua minerale naturale', 'natural mineral water'], CO2],
    per100: null,
    liquid: true,
    storage: DRINK,
    origin: SPRING,
  },
  "Succo di frutta all'arancia": {
    ingredients: [['succo di arancia da concentrato (100%)', 'orange juice from concentrate (100%)']],
    per100: [44, 0, 0, 10, 10, 0.6, 0],
    liquid: true,
    storage: DRINK,
  },
  'Succo di pesca': {
    ingredients: [
      ACQUA,
      ['purea di pesca (45%)', 'peach purée (45%)'],
      ZUCCHERO,
      ['acidificante: acido citrico', 'acid: citric acid'],
      ['antiossidante: acido ascorbico', 'antioxidant: ascorbic acid'],
    ],
    per100: [54, 0, 0, 13, 12, 0.3, 0],
    liquid: true,
    storage: DRINK,
  },
  'Birra lager': {
    ingredients: [ACQUA, ['malto d’orzo', 'barley malt', 'GLUTEN'], ['mais', 'maize'], ['luppolo', 'hops']],
    per100: null,
    liquid: true,
    storage: DRINK,
  },
  Aranciata: {
    ingredients: [
      ACQUA,
      ZUCCHERO,
      ['succo di arancia da concentrato (12%)', 'orange juice from concentrate (12%)'],
      CO2,
      ['acidificante: acido citrico', 'acid: citric acid'],
      AROMI,
    ],
    per100: [38, 0, 0, 9.2, 9.2, 0, 0.01],
    liquid: true,
    storage: DRINK,
  },
  'Tè freddo al limone': {
    ingredients: [
      ACQUA,
      ZUCCHERO,
      ['succo di limone (1%)', 'lemon juice (1%)'],
      ['estratto di tè (0,12%)', 'tea extract (0.12%)'],
      ['acidificante: acido citrico', 'acid: citric acid'],
      AROMI,
    ],
    per100: [30, 0, 0, 7.3, 7.3, 0, 0.01],
    liquid: true,
    storage: DRINK,
  },
  Cola: {
    ingredients: [
      ACQUA,
      ZUCCHERO,
      CO2,
      ['colorante: caramello E150d', 'colour: caramel E150d'],
      ['acidificante: acido fosforico', 'acid: phosphoric acid'],
      AROMI,
      ['caffeina', 'caffeine'],
    ],
    per100: [42, 0, 0, 10.6, 10.6, 0, 0],
    liquid: true,
    storage: DRINK,
  },
  'Bevanda alla soia': {
    ingredients: [
      ACQUA,
      ['semi di soia decorticati (8%)', 'hulled soya beans (8%)', 'SOYBEANS'],
      ZUCCHERO,
      ['carbonato di calcio', 'calcium carbonate'],
      SALE,
    ],
    traces: ['NUTS'],
    per100: [39, 1.8, 0.3, 2.5, 2.5, 3, 0.1],
    liquid: true,
    storage: DRINK,
  },
  'Sciroppo di rose': {
    ingredients: [
      ZUCCHERO,
      ACQUA,
      ['petali di rosa (3%)', 'rose petals (3%)'],
      ['succo di limone', 'lemon juice'],
    ],
    per100: [270, 0, 0, 67, 67, 0, 0],
    liquid: true,
    storage: DRINK,
    origin: ['Liguria (Italia)', 'Liguria (Italy)'],
  },
  "Barbera d'Asti DOCG": wine(['uve Barbera', 'Barbera grapes']),
  "Moscato d'Asti DOCG": wine(['uve Moscato bianco', 'Moscato bianco grapes']),
  'Vermentino Riviera Ligure di Ponente DOC': wine(['uve Vermentino', 'Vermentino grapes']),
  'Prosecco DOC': wine(['uve Glera', 'Glera grapes']),
  'Chianti DOCG': wine(['uve Sangiovese', 'Sangiovese grapes']),

  // Frozen.
  'Bastoncini di pesce': {
    ingredients: [
      ['merluzzo (Gadus morhua) (60%)', 'cod (Gadus morhua) (60%)', 'FISH'],
      [
        'panatura (farina di frumento, acqua, amido, sale, lievito)',
        'breadcrumb coating (wheat flour, water, starch, salt, yeast)',
        'GLUTEN',
      ],
      OLIO_GIRASOLE,
    ],
    traces: ['CRUSTACEANS', 'MOLLUSCS', 'MILK', 'CELERY'],
    per100: [200, 9, 0.8, 17, 1, 13, 0.8],
    storage: FREEZER,
    origin: COD,
  },
  'Piselli fini': {
    ingredients: [['piselli', 'peas']],
    per100: [80, 0.4, 0.1, 10, 4.5, 5.5, 0.01],
    storage: FREEZER,
    origin: ITALY,
  },
  'Pizza margherita': {
    ingredients: [
      FARINA,
      ['polpa di pomodoro', 'tomato pulp'],
      ['mozzarella (latte, sale, caglio)', 'mozzarella (milk, salt, rennet)', 'MILK'],
      ACQUA,
      OLIO_EVO,
      LIEVITO,
      SALE,
      ['basilico', 'basil'],
    ],
    traces: ['SOYBEANS', 'MUSTARD', 'FISH'],
    per100: [240, 8, 3.5, 33, 3, 10, 1.1],
    storage: FREEZER,
  },
  'Gelato alla crema': {
    ingredients: [
      ['latte fresco', 'fresh milk', 'MILK'],
      ZUCCHERO,
      PANNA,
      TUORLO,
      ['sciroppo di glucosio', 'glucose syrup'],
      ['addensanti: farina di semi di carrube, gomma di guar', 'thickeners: locust bean gum, guar gum'],
    ],
    traces: ['NUTS', 'PEANUTS', 'SOYBEANS', 'GLUTEN'],
    per100: [210, 10, 6.5, 26, 22, 3.8, 0.1],
    storage: FREEZER,
  },
  'Minestrone di verdure': {
    ingredients: [
      ['patate', 'potatoes'],
      ['carote', 'carrots'],
      ['zucchine', 'courgettes'],
      ['fagioli', 'beans'],
      ['piselli', 'peas'],
      SEDANO,
      ['cipolle', 'onions'],
      ['porri', 'leeks'],
      ['cavolo', 'cabbage'],
    ],
    per100: [40, 0.3, 0.1, 6, 2, 2, 0.05],
    storage: FREEZER,
    origin: ITALY,
  },
  'Spinaci in cubetti': {
    ingredients: [['spinaci', 'spinach']],
    per100: [25, 0.4, 0.1, 1, 0.5, 3, 0.1],
    storage: FREEZER,
    origin: ITALY,
  },
  'Patatine fritte': {
    ingredients: [['patate', 'potatoes'], OLIO_GIRASOLE, ['destrosio', 'dextrose']],
    per100: [150, 5, 0.5, 23, 0.5, 2.5, 0.05],
    storage: FREEZER,
  },
  'Verdure grigliate': {
    ingredients: [
      ['melanzane', 'aubergines'],
      ['zucchine', 'courgettes'],
      ['peperoni', 'peppers'],
      OLIO_GIRASOLE,
      SALE,
      ['prezzemolo', 'parsley'],
    ],
    per100: [70, 5, 0.6, 4.5, 3.5, 1.2, 0.6],
    storage: FREEZER,
    origin: ITALY,
  },
  Sofficini: {
    ingredients: [
      FARINA,
      ACQUA,
      ['mozzarella (latte, sale, caglio)', 'mozzarella (milk, salt, rennet)', 'MILK'],
      ['polpa di pomodoro', 'tomato pulp'],
      ['pangrattato (farina di frumento, lievito, sale)', 'breadcrumbs (wheat flour, yeast, salt)', 'GLUTEN'],
      OLIO_GIRASOLE,
      SALE,
    ],
    traces: ['EGGS', 'SOYBEANS', 'SESAME'],
    per100: [230, 10, 2.5, 27, 2, 7, 1],
    storage: FREEZER,
  },
  'Cornetti alla crema': {
    ingredients: [
      FARINA,
      BURRO,
      [
        'crema pasticcera (latte, zucchero, uova, amido di mais)',
        'custard (milk, sugar, eggs, maize starch)',
        ['MILK', 'EGGS'],
      ],
      UOVA,
      ZUCCHERO,
      LIEVITO,
      SALE,
    ],
    traces: ['NUTS', 'SOYBEANS', 'SESAME'],
    per100: [380, 20, 12, 42, 16, 7, 0.8],
    storage: FREEZER,
  },
}

// ---- products that are not food ----
const KEEP_AWAY: Text = [
  'P102 Tenere fuori dalla portata dei bambini.',
  'P102 Keep out of reach of children.',
]
const DOCTOR: Text = [
  'P101 In caso di consultazione di un medico, tenere a disposizione il contenitore o l’etichetta del prodotto.',
  'P101 If medical advice is needed, have product container or label at hand.',
]
const EYES: Text = [
  'P305+P351+P338 IN CASO DI CONTATTO CON GLI OCCHI: sciacquare accuratamente per parecchi minuti. Togliere le eventuali lenti a contatto se è agevole farlo. Continuare a sciacquare.',
  'P305+P351+P338 IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
]
const H319: Text = ['H319 Provoca grave irritazione oculare.', 'H319 Causes serious eye irritation.']
const H315: Text = ['H315 Provoca irritazione cutanea.', 'H315 Causes skin irritation.']
const HOUSEHOLD: Text = [
  'Conservare a temperatura ambiente, nella confezione originale chiusa, fuori dalla portata dei bambini.',
  'Store at room temperature, in the closed original pack, out of the reach of children.',
]
const COSMETIC: Text = [
  'Conservare in luogo fresco e asciutto, lontano da fonti di calore.',
  'Store in a cool, dry place away from heat.',
]
const PAPER: Text = ['Conservare in luogo asciutto.', 'Store in a dry place.']
const EYES_AVOID: Text = [
  'Evitare il contatto con gli occhi; in caso di contatto sciacquare abbondantemente con acqua.',
  'Avoid contact with the eyes; if it happens, rinse thoroughly with water.',
]

const NON_FOOD: Record<string, NonFoodRecipe> = {
  'Detersivo lavatrice liquido': {
    nonFood: true,
    ingredients: [
      ['5–15% tensioattivi anionici', '5–15% anionic surfactants'],
      ['<5% tensioattivi non ionici, sapone, fosfonati', '<5% non-ionic surfactants, soap, phosphonates'],
      ['enzimi', 'enzymes'],
      ['profumo (limonene)', 'perfume (limonene)'],
      ['conservanti (benzisotiazolinone)', 'preservatives (benzisothiazolinone)'],
    ],
    signal: 'WARNING',
    pictograms: ['GHS07'],
    hazards: [H319],
    precautions: [DOCTOR, KEEP_AWAY, EYES],
    usage: [
      [
        'Dosare secondo lo sporco e la durezza dell’acqua: 35 ml per un carico normale (4–5 kg).',
        'Dose by how dirty the load is and the water’s hardness: 35 ml for a normal load (4–5 kg).',
      ],
      ['Non usare su lana e seta.', 'Not for wool and silk.'],
    ],
    storage: HOUSEHOLD,
  },
  'Detersivo piatti': {
    nonFood: true,
    ingredients: [
      ['15–30% tensioattivi anionici', '15–30% anionic surfactants'],
      ['<5% tensioattivi non ionici', '<5% non-ionic surfactants'],
      ['profumo', 'perfume'],
      ['conservanti (metilisotiazolinone)', 'preservatives (methylisothiazolinone)'],
    ],
    signal: 'WARNING',
    pictograms: ['GHS07'],
    hazards: [H315, H319],
    precautions: [
      DOCTOR,
      KEEP_AWAY,
      ['P280 Indossare guanti protettivi.', 'P280 Wear protective gloves.'],
      EYES,
    ],
    usage: [
      [
        'Versare poche gocce su una spugna umida o nell’acqua del lavello.',
        'Put a few drops on a damp sponge or into the washing-up water.',
      ],
    ],
    storage: HOUSEHOLD,
  },
  'Sgrassatore universale': {
    nonFood: true,
    ingredients: [
      ['<5% tensioattivi non ionici', '<5% non-ionic surfactants'],
      ['<5% tensioattivi anionici', '<5% anionic surfactants'],
      ['profumo', 'perfume'],
    ],
    signal: 'WARNING',
    pictograms: ['GHS07'],
    hazards: [H319],
    precautions: [DOCTOR, KEEP_AWAY, EYES],
    usage: [
      [
        'Spruzzare sulla superficie, lasciare agire pochi secondi e passare con un panno umido.',
        'Spray on the surface, leave a few seconds and wipe with a damp cloth.',
      ],
      [
        'Non usare su legno non trattato, marmo e superfici calde.',
        'Not for untreated wood, marble or hot surfaces.',
      ],
    ],
    storage: HOUSEHOLD,
  },
  Ammorbidente: {
    nonFood: true,
    ingredients: [
      ['5–15% tensioattivi cationici', '5–15% cationic surfactants'],
      ['profumo (linalool, hexyl cinnamal)', 'perfume (linalool, hexyl cinnamal)'],
    ],
    hazards: [
      [
        'EUH208 Contiene hexyl cinnamal. Può provocare una reazione allergica.',
        'EUH208 Contains hexyl cinnamal. May produce an allergic reaction.',
      ],
    ],
    precautions: [KEEP_AWAY],
    usage: [
      [
        'Versare 35 ml nella vaschetta dell’ammorbidente. Non versare direttamente sui capi.',
        'Pour 35 ml into the softener drawer. Do not pour directly on clothes.',
      ],
    ],
    storage: HOUSEHOLD,
  },
  'Pastiglie lavastoviglie': {
    nonFood: true,
    ingredients: [
      ['15–30% sbiancanti a base di ossigeno', '15–30% oxygen-based bleaching agents'],
      [
        '<5% tensioattivi non ionici, policarbossilati, fosfonati',
        '<5% non-ionic surfactants, polycarboxylates, phosphonates',
      ],
      ['enzimi', 'enzymes'],
      ['profumo', 'perfume'],
    ],
    signal: 'DANGER',
    pictograms: ['GHS05'],
    hazards: [['H318 Provoca gravi lesioni oculari.', 'H318 Causes serious eye damage.']],
    precautions: [
      KEEP_AWAY,
      ['P280 Proteggere gli occhi / il viso.', 'P280 Wear eye protection/face protection.'],
      EYES,
      [
        'P310 Contattare immediatamente un CENTRO ANTIVELENI o un medico.',
        'P310 Immediately call a POISON CENTER or doctor.',
      ],
    ],
    usage: [
      [
        'Una pastiglia per lavaggio, nella vaschetta del detersivo. Non toccare con le mani bagnate.',
        'One tablet a wash, in the detergent compartment. Do not handle with wet hands.',
      ],
    ],
    storage: HOUSEHOLD,
  },
  Candeggina: {
    nonFood: true,
    ingredients: [
      [
        '<5% sbiancanti a base di cloro (ipoclorito di sodio)',
        '<5% chlorine-based bleaching agents (sodium hypochlorite)',
      ],
    ],
    signal: 'WARNING',
    pictograms: ['GHS07', 'GHS09'],
    hazards: [
      H315,
      H319,
      [
        'H411 Tossico per gli organismi acquatici con effetti di lunga durata.',
        'H411 Toxic to aquatic life with long lasting effects.',
      ],
      ['EUH031 A contatto con acidi libera gas tossici.', 'EUH031 Contact with acids liberates toxic gas.'],
    ],
    precautions: [
      DOCTOR,
      KEEP_AWAY,
      ['P273 Non disperdere nell’ambiente.', 'P273 Avoid release to the environment.'],
      EYES,
      [
        'Non mescolare con altri prodotti: possono liberarsi gas pericolosi (cloro).',
        'Do not mix with other products: dangerous gases (chlorine) may be released.',
      ],
    ],
    usage: [
      [
        'Diluire mezzo bicchiere (100 ml) in 5 litri d’acqua per pavimenti e sanitari.',
        'Dilute half a glass (100 ml) in 5 litres of water for floors and bathrooms.',
      ],
    ],
    storage: HOUSEHOLD,
  },
  'Carta igienica 2 veli': {
    nonFood: true,
    ingredients: [['pura cellulosa', 'pure cellulose']],
    hazards: [],
    precautions: [],
    usage: [['Smaltire nel WC: si scioglie in acqua.', 'Flush down the toilet: it breaks up in water.']],
    storage: PAPER,
  },
  'Carta da cucina': {
    nonFood: true,
    ingredients: [
      [
        'pura cellulosa, adatta al contatto con gli alimenti',
        'pure cellulose, suitable for contact with food',
      ],
    ],
    hazards: [],
    precautions: [],
    usage: [['Non gettare nel WC: smaltire con la carta.', 'Do not flush: put in the paper recycling.']],
    storage: PAPER,
  },
  'Sacchi per rifiuti': {
    nonFood: true,
    ingredients: [['polietilene a bassa densità (50% riciclato)', 'low-density polyethylene (50% recycled)']],
    hazards: [],
    precautions: [
      [
        'Tenere lontano dalla portata dei bambini per evitare il rischio di soffocamento.',
        'Keep away from children to avoid the risk of suffocation.',
      ],
    ],
    usage: [['Capacità 50 litri; con legacci.', '50-litre capacity; with ties.']],
    storage: PAPER,
  },
  'Spugne abrasive': {
    nonFood: true,
    ingredients: [['poliuretano, fibra abrasiva di poliestere', 'polyurethane, polyester abrasive fibre']],
    hazards: [],
    precautions: [],
    usage: [
      [
        'Il lato abrasivo non va usato su antiaderenti, acciaio satinato e superfici delicate.',
        'Do not use the abrasive side on non-stick pans, brushed steel or delicate surfaces.',
      ],
    ],
    storage: PAPER,
  },
  Bagnoschiuma: {
    nonFood: true,
    ingredients: [
      [
        'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Sodium Chloride, Parfum, Glycerin, Citric Acid, Sodium Benzoate, Limonene',
        'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Sodium Chloride, Parfum, Glycerin, Citric Acid, Sodium Benzoate, Limonene',
      ],
    ],
    hazards: [],
    precautions: [EYES_AVOID],
    usage: [
      ['Applicare sulla pelle bagnata, massaggiare e risciacquare.', 'Apply to wet skin, lather and rinse.'],
    ],
    storage: COSMETIC,
  },
  Dentifricio: {
    nonFood: true,
    ingredients: [
      [
        'Aqua, Hydrated Silica, Sorbitol, Glycerin, Sodium Lauryl Sulfate, Aroma, Sodium Fluoride (1450 ppm F), Cellulose Gum, Sodium Saccharin, Limonene',
        'Aqua, Hydrated Silica, Sorbitol, Glycerin, Sodium Lauryl Sulfate, Aroma, Sodium Fluoride (1450 ppm F), Cellulose Gum, Sodium Saccharin, Limonene',
      ],
    ],
    hazards: [],
    precautions: [
      [
        'Contiene fluoruro di sodio. Bambini fino a 6 anni: usare una quantità pari a un pisello, sotto la sorveglianza di un adulto, per evitare l’ingestione.',
        'Contains sodium fluoride. Children up to 6 years: use a pea-sized amount, supervised by an adult, to avoid swallowing.',
      ],
    ],
    usage: [['Spazzolare i denti almeno due volte al giorno.', 'Brush your teeth at least twice a day.']],
    storage: COSMETIC,
  },
  Shampoo: {
    nonFood: true,
    ingredients: [
      [
        'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycol Distearate, Sodium Chloride, Parfum, Panthenol, Citric Acid, Sodium Benzoate',
        'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycol Distearate, Sodium Chloride, Parfum, Panthenol, Citric Acid, Sodium Benzoate',
      ],
    ],
    hazards: [],
    precautions: [EYES_AVOID],
    usage: [
      ['Applicare sui capelli bagnati, massaggiare e risciacquare.', 'Apply to wet hair, lather and rinse.'],
    ],
    storage: COSMETIC,
  },
  'Sapone liquido per le mani': {
    nonFood: true,
    ingredients: [
      [
        'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycerin, Sodium Chloride, Parfum, Citric Acid, Sodium Benzoate',
        'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycerin, Sodium Chloride, Parfum, Citric Acid, Sodium Benzoate',
      ],
    ],
    hazards: [],
    precautions: [EYES_AVOID],
    usage: [
      ['Applicare sulle mani bagnate, strofinare e risciacquare.', 'Apply to wet hands, rub and rinse.'],
    ],
    storage: COSMETIC,
  },
  'Deodorante spray': {
    nonFood: true,
    ingredients: [
      [
        'Butane, Isobutane, Propane, Alcohol Denat., Parfum, Triethyl Citrate, Linalool',
        'Butane, Isobutane, Propane, Alcohol Denat., Parfum, Triethyl Citrate, Linalool',
      ],
    ],
    signal: 'DANGER',
    pictograms: ['GHS02'],
    hazards: [
      ['H222 Aerosol altamente infiammabile.', 'H222 Extremely flammable aerosol.'],
      [
        'H229 Contenitore pressurizzato: può scoppiare se riscaldato.',
        'H229 Pressurised container: may burst if heated.',
      ],
    ],
    precautions: [
      KEEP_AWAY,
      [
        'P210 Tenere lontano da fonti di calore, superfici calde, scintille, fiamme libere o altre fonti di accensione. Non fumare.',
        'P210 Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.',
      ],
      ['P251 Non perforare né bruciare, neppure dopo l’uso.', 'P251 Do not pierce or burn, even after use.'],
      [
        'P410+P412 Proteggere dai raggi solari. Non esporre a temperature superiori a 50 °C.',
        'P410+P412 Protect from sunlight. Do not expose to temperatures exceeding 50 °C.',
      ],
    ],
    usage: [
      [
        'Agitare e spruzzare a 15 cm dalle ascelle. Non spruzzare sul viso.',
        'Shake and spray 15 cm from the underarms. Do not spray on the face.',
      ],
    ],
    storage: COSMETIC,
  },
  'Crema idratante per il viso': {
    nonFood: true,
    ingredients: [
      [
        'Aqua, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Butyrospermum Parkii Butter, Tocopherol, Parfum, Phenoxyethanol',
        'Aqua, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Butyrospermum Parkii Butter, Tocopherol, Parfum, Phenoxyethanol',
      ],
    ],
    hazards: [],
    precautions: [
      ['Solo per uso esterno. Evitare il contorno occhi.', 'For external use only. Avoid the eye area.'],
    ],
    usage: [
      [
        'Applicare mattina e sera sul viso deterso, massaggiando fino ad assorbimento.',
        'Apply morning and evening to clean skin and massage in.',
      ],
    ],
    storage: COSMETIC,
  },
}

/** Every kind's recipe, food or not, by its name. */
export const RECIPES: Readonly<Record<string, Recipe>> = { ...FOOD, ...NON_FOOD }

/** The business operators of the demo's brands (invented, like the brands): name and address. */
export const OPERATORS: Readonly<Record<string, readonly [name: string, address: string]>> = {
  'Frutteti del Sole': ['Frutteti del Sole Soc. Coop. Agricola', 'Via dei Pescheti 12, 48018 Faenza (RA)'],
  'Orti di Pianura': ['Orti di Pianura S.r.l.', 'Strada Provinciale 10 n. 45, 37045 Legnago (VR)'],
  'Latteria Orobica': ['Latteria Orobica S.c.a.', 'Via Valle Brembana 8, 24019 Zogno (BG)'],
  'Casearia Monviso': ['Casearia Monviso S.r.l.', 'Via Saluzzo 31, 12037 Saluzzo (CN)'],
  'Fattorie Alpine': ['Fattorie Alpine S.p.A.', 'Via Nazionale 120, 12100 Cuneo (CN)'],
  'Cascina Rinaldi': ['Cascina Rinaldi S.a.s.', 'Frazione San Martino 4, 15033 Casale Monferrato (AL)'],
  'Mare Nostrum': ['Mare Nostrum Ittica S.r.l.', 'Molo Nuovo 3, 16128 Genova (GE)'],
  'Pescherie Adriatiche': ['Pescherie Adriatiche S.r.l.', 'Via del Porto 22, 61032 Fano (PU)'],
  'Pastificio Moretti': ['Pastificio Moretti S.p.A.', 'Via dei Mulini 5, 66100 Chieti (CH)'],
  'Casa Rinaldi': ['Casa Rinaldi S.p.A.', 'Via Emilia Ovest 210, 43126 Parma (PR)'],
  'Dolce Valle': ['Dolce Valle S.r.l.', 'Via Valtellina 14, 23100 Sondrio (SO)'],
  'Forno Aurora': ['Forno Aurora S.r.l.', 'Via dei Fornai 9, 20900 Monza (MB)'],
  'Fonti di Montagna': ['Fonti di Montagna S.p.A.', 'Località Sorgenti 1, 12010 Vinadio (CN)'],
  'Bibite Gioiose': ['Bibite Gioiose S.r.l.', 'Via dell’Industria 40, 35127 Padova (PD)'],
  'Cantine Langarole': ['Cantine Langarole Soc. Agr.', 'Via Alba 17, 12060 Barolo (CN)'],
  'Tenuta Ponente': ['Tenuta Ponente Soc. Agr.', 'Regione Ponente 2, 18012 Bordighera (IM)'],
  'Gelo Italia': ['Gelo Italia S.p.A.', 'Via del Freddo 3, 26900 Lodi (LO)'],
  'Freddo Fresco': ['Freddo Fresco S.r.l.', 'Via Cremona 77, 46100 Mantova (MN)'],
  'Lindo Casa': ['Lindo Casa S.r.l.', 'Via Chimica 11, 21052 Busto Arsizio (VA)'],
  Brillo: ['Brillo S.p.A.', 'Viale Lombardia 60, 20861 Brugherio (MB)'],
  Biotopia: ['Biotopia S.r.l.', 'Via delle Erbe 6, 38122 Trento (TN)'],
  'Profumi di Riviera': ['Profumi di Riviera S.r.l.', 'Corso Imperatrice 50, 18038 Sanremo (IM)'],
  'Bottega Piemontese': ['Bottega Piemontese S.r.l.', 'Via Roma 25, 12051 Alba (CN)'],
  'Bottega Ligure': ['Bottega Ligure S.r.l.', 'Via Aurelia 88, 16043 Chiavari (GE)'],
}

/**
 * What the factories of some brands also handle: their processed foods may hold traces of these too
 * (so one kind's brands differ under an allergen filter, as real shelves do).
 */
export const BRAND_TRACES: Readonly<Record<string, readonly Allergen[]>> = {
  'Dolce Valle': ['NUTS', 'SOYBEANS'],
  'Forno Aurora': ['EGGS', 'SESAME', 'NUTS'],
  'Pastificio Moretti': ['EGGS'],
  'Casa Rinaldi': ['CELERY', 'MUSTARD'],
  'Gelo Italia': ['FISH', 'CRUSTACEANS'],
}
