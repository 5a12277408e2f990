ALTER TABLE "journals" ADD COLUMN "notice_lang" text DEFAULT 'zh-CN' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_file_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_voucher_file_id_stored_files_id_fk" FOREIGN KEY ("voucher_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;