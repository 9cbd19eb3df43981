ALTER TABLE "coupons" ADD COLUMN "reserved_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_reserved_order_id_orders_id_fk" FOREIGN KEY ("reserved_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;