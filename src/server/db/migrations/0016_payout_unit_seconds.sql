-- Face value × seconds held: a quarter of a deal above about ₹1,160 crore (1.16e12 paise × 7.9e6 s) passes 2^63, and the run could never write its payouts.
ALTER TABLE "payouts" ALTER COLUMN "unit_seconds" SET DATA TYPE numeric(38, 0);--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "total_unit_seconds" SET DATA TYPE numeric(38, 0);