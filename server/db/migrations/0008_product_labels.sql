CREATE TABLE "product_labels" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"food" boolean NOT NULL,
	"contains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"may_contain" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutrition" jsonb,
	"net_quantity" jsonb,
	"operator_name" text NOT NULL,
	"operator_address" text NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_labels" ADD CONSTRAINT "product_labels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;