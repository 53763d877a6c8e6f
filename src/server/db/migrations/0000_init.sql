CREATE TYPE "public"."risk_profile" AS ENUM('low', 'moderate', 'high');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'backer', 'proposer');--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"address" text,
	"avatar" text,
	"investment_preferences" text,
	"risk_profile" "risk_profile",
	"company_name" text,
	"pitch_deck_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));