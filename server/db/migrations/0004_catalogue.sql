CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"leaflet_id" integer,
	"store_id" integer,
	"promo_price_cents" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"ean" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"own_brand" boolean DEFAULT false NOT NULL,
	"department" text NOT NULL,
	"unit" text DEFAULT 'PIECE' NOT NULL,
	"estimated_weight_grams" integer,
	"content_amount" integer,
	"content_unit" text,
	"max_quantity" integer DEFAULT 20 NOT NULL,
	"image_url" text NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	CONSTRAINT "products_ean_unique" UNIQUE("ean")
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "store_products_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "slot_capacity" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "booking_cutoff_hours" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_leaflet_id_leaflets_id_fk" FOREIGN KEY ("leaflet_id") REFERENCES "public"."leaflets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_product_idx" ON "offers" USING btree ("product_id");