CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"changed" jsonb NOT NULL,
	CONSTRAINT "job_runs_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
CREATE TABLE "points_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"balance" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"receipt_id" integer,
	CONSTRAINT "points_movements_kind" CHECK ("points_movements"."kind" in ('EARNED', 'VOUCHER', 'RETURNED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer,
	"card_code" text NOT NULL,
	"store_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"own_brand_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"voucher_points" integer,
	"voucher_cents" integer,
	"points_earned" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "points_movements" ADD CONSTRAINT "points_movements_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_movements" ADD CONSTRAINT "points_movements_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_movements_card_idx" ON "points_movements" USING btree ("card_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_external_idx" ON "receipts" USING btree ("store_id","source","external_id");--> statement-breakpoint
CREATE INDEX "receipts_card_idx" ON "receipts" USING btree ("card_id","at");--> statement-breakpoint
-- Points a card held before the engine existed are brought over as one movement, so that a card's
-- points are the sum of its movements from the start.
INSERT INTO "points_movements" ("card_id", "kind", "points", "balance", "at") SELECT "id", 'EARNED', "points", "points", now() FROM "cards" WHERE "points" <> 0;
