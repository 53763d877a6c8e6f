-- Accounts made before this registered under the old rules: their e-mail and phone stay unverified (null)
-- until their owners verify them; the demo accounts are marked verified by the seed.
CREATE TYPE "public"."outbox_kind" AS ENUM('notification', 'verification');--> statement-breakpoint
CREATE TABLE "phone_verification_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" "outbox_kind" DEFAULT 'notification' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verification_codes" ADD CONSTRAINT "phone_verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;