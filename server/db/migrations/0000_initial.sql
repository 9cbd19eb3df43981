CREATE TABLE "action_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"email" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "action_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"county" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "addresses_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"image_url" text NOT NULL,
	"description" text,
	"link_url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"user_id" integer,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "cards_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"consent" text NOT NULL,
	"granted" boolean NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text NOT NULL,
	"store_id" text,
	"text_version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"id" serial PRIMARY KEY NOT NULL,
	"county_id" text NOT NULL,
	"name" text NOT NULL,
	"state_id" text,
	CONSTRAINT "counties_countyId_unique" UNIQUE("county_id")
);
--> statement-breakpoint
CREATE TABLE "leaflet_stores" (
	"leaflet_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "leaflet_stores_leaflet_id_store_id_pk" PRIMARY KEY("leaflet_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "leaflets" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cover_image" text NOT NULL,
	"pdf_link" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"store_scoped" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"terminal_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "states_stateId_unique" UNIQUE("state_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"format" text DEFAULT 'SUPERMARKET' NOT NULL,
	"logo_image_url" text,
	"address" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"county" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"email" text,
	"web_url" text,
	"notes" text,
	"timetables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"openings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"departments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ecommerce" boolean DEFAULT false NOT NULL,
	"delivery_modes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_state_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date,
	"gender" text,
	"email" text,
	"mobile_phone" text,
	"ssn_code" text,
	"preferences" jsonb,
	"accept1" boolean DEFAULT false NOT NULL,
	"accept2" boolean DEFAULT false NOT NULL,
	"accept3" boolean DEFAULT false NOT NULL,
	"accept4" boolean DEFAULT false NOT NULL,
	"accept5" boolean DEFAULT false NOT NULL,
	"accept6" boolean DEFAULT false NOT NULL,
	"attrib1" text,
	"attrib2" text,
	"attrib3" text,
	"employee" boolean DEFAULT false NOT NULL,
	"terminal_type" text,
	"signature_svg" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "action_tokens" ADD CONSTRAINT "action_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counties" ADD CONSTRAINT "counties_state_id_states_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("state_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaflet_stores" ADD CONSTRAINT "leaflet_stores_leaflet_id_leaflets_id_fk" FOREIGN KEY ("leaflet_id") REFERENCES "public"."leaflets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaflet_stores" ADD CONSTRAINT "leaflet_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leaflet_stores_store_idx" ON "leaflet_stores" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");