CREATE TABLE "capture_intents" (
	"key" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"cents" integer NOT NULL,
	"refused_line_ids" jsonb NOT NULL,
	"staff_id" integer NOT NULL,
	"by_card" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_regular_price_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "capture_intents" ADD CONSTRAINT "capture_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capture_intents" ADD CONSTRAINT "capture_intents_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capture_intents_order_idx" ON "capture_intents" USING btree ("order_id");