ALTER TABLE "product_labels" ADD COLUMN "signal_word" text;--> statement-breakpoint
ALTER TABLE "product_labels" ADD COLUMN "pictograms" jsonb DEFAULT '[]'::jsonb NOT NULL;