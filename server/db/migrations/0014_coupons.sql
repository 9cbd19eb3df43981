CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"product_ids" jsonb,
	"department" text,
	"min_spend_cents" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"image_url" text NOT NULL,
	"origin" text NOT NULL,
	"activated_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"receipt_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" in ('AMOUNT', 'PERCENT', 'POINTS')),
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" > 0 and ("coupons"."kind" <> 'PERCENT' or "coupons"."value" <= 100))
);
--> statement-breakpoint
ALTER TABLE "points_movements" DROP CONSTRAINT "points_movements_kind";--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "coupons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "refused_coupons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "coupon_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_card_idx" ON "coupons" USING btree ("card_id","valid_to");--> statement-breakpoint
ALTER TABLE "points_movements" ADD CONSTRAINT "points_movements_kind" CHECK ("points_movements"."kind" in ('EARNED', 'VOUCHER', 'RETURNED', 'EXPIRED', 'COUPON'));