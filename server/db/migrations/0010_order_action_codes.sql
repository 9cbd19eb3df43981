ALTER TABLE "order_actions" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "order_actions" ADD COLUMN "values" jsonb;