CREATE TABLE "order_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"what" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "action_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "action_tokens" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "substitution_mode" text DEFAULT 'SIMILAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "substitution_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitution_mode" text DEFAULT 'SIMILAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitution_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "picked_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "picked_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "picked_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "missing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival_bay" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "kind" text DEFAULT 'CUSTOMER' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "order_actions" ADD CONSTRAINT "order_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_actions" ADD CONSTRAINT "order_actions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_actions_order_idx" ON "order_actions" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "staff_store_idx" ON "staff" USING btree ("store_id");--> statement-breakpoint
ALTER TABLE "action_tokens" ADD CONSTRAINT "action_tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_substitution_product_id_products_id_fk" FOREIGN KEY ("substitution_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_substitution_product_id_products_id_fk" FOREIGN KEY ("substitution_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_substitute_product_id_products_id_fk" FOREIGN KEY ("substitute_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_staff_idx" ON "sessions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_owner" CHECK (("sessions"."kind" = 'CUSTOMER' and "sessions"."user_id" is not null and "sessions"."staff_id" is null) or ("sessions"."kind" = 'STAFF' and "sessions"."staff_id" is not null and "sessions"."user_id" is null));