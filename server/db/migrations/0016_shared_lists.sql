CREATE TABLE "smartlist_members" (
	"list_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "smartlist_members_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "smartlist_items" ADD COLUMN "changed_by" integer;--> statement-breakpoint
ALTER TABLE "smartlists" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "smartlists" ADD COLUMN "share_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "smartlist_members" ADD CONSTRAINT "smartlist_members_list_id_smartlists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."smartlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smartlist_members" ADD CONSTRAINT "smartlist_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smartlist_members_user_idx" ON "smartlist_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "smartlist_items" ADD CONSTRAINT "smartlist_items_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "smartlists_share_token_idx" ON "smartlists" USING btree ("share_token");