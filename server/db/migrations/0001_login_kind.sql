-- Until now the kind of login was told from the username: an e-mail holds '@', a card code does not.
ALTER TABLE "users" ADD COLUMN "login_kind" text;--> statement-breakpoint
UPDATE "users" SET "login_kind" = CASE WHEN "username" LIKE '%@%' THEN 'EMAIL' ELSE 'CARD' END;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "login_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_login_kind" CHECK ("users"."login_kind" in ('EMAIL', 'CARD'));
