CREATE TYPE "public"."question_answerer" AS ENUM('sponsor', 'sharestead');--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"asked_by" uuid NOT NULL,
	"body" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answer_body" text,
	"answered_by" uuid,
	"answered_as" "question_answerer",
	"answered_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"hidden_reason" text,
	CONSTRAINT "questions_body_length" CHECK (char_length("questions"."body") between 1 and 2000),
	CONSTRAINT "questions_answer_length" CHECK ("questions"."answer_body" is null or char_length("questions"."answer_body") between 1 and 2000),
	CONSTRAINT "questions_answer_whole" CHECK (("questions"."answer_body" is null and "questions"."answered_by" is null and "questions"."answered_as" is null and "questions"."answered_at" is null)
        or ("questions"."answer_body" is not null and "questions"."answered_by" is not null and "questions"."answered_as" is not null and "questions"."answered_at" >= "questions"."asked_at")),
	CONSTRAINT "questions_hidden_whole" CHECK (("questions"."hidden_at" is null and "questions"."hidden_by" is null and "questions"."hidden_reason" is null)
        or ("questions"."hidden_at" is not null and "questions"."hidden_by" is not null and "questions"."hidden_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_deal_asked" ON "questions" USING btree ("deal_id","asked_at","id");