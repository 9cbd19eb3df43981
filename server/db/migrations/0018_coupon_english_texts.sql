ALTER TABLE "coupons" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "description_en" text;