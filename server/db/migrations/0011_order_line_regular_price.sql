ALTER TABLE "order_lines" ADD COLUMN "regular_price_cents" integer;--> statement-breakpoint
-- Lines of orders that saved nothing were sold at their regular price; the others' stays unknown.
UPDATE "order_lines" SET "regular_price_cents" = "price_cents" WHERE "order_id" IN (SELECT "id" FROM "orders" WHERE "savings_cents" = 0);
