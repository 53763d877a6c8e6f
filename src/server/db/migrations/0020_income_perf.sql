-- Payouts written before this column were computed with the PAN the run read from the KYC records; a verified record is what it read.
ALTER TABLE "payouts" ADD COLUMN "pan_on_file" boolean;--> statement-breakpoint
UPDATE "payouts" p SET "pan_on_file" = EXISTS (SELECT 1 FROM "kyc_records" k WHERE k."user_id" = p."user_id" AND k."status" = 'verified');--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "pan_on_file" SET NOT NULL;
