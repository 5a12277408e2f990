-- Decision 0004: passwords are stored as the SHA-256 of their argon2id key, in the form
-- $argon2id-sha256$v=19$m=…,t=…,p=…$<salt>$<sha256 of the key> (unpadded base64).
-- A hash of the older form $argon2id$v=19$m=…,t=…,p=…$<salt>$<key> holds the key itself, so it is
-- moved to the new form here, without the passwords: the SHA-256 of its key, same salt and settings.
CREATE FUNCTION pg_temp.relieve(stored text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '$argon2id-sha256$' || split_part(stored, '$', 3) || '$' || split_part(stored, '$', 4) || '$'
    || split_part(stored, '$', 5) || '$'
    || rtrim(encode(sha256(decode(
         rpad(split_part(stored, '$', 6), ((length(split_part(stored, '$', 6)) + 3) / 4) * 4, '='),
         'base64')), 'base64'), '=')
$$;
--> statement-breakpoint
UPDATE "users" SET "password_hash" = pg_temp.relieve("password_hash") WHERE "password_hash" LIKE '$argon2id$%';
--> statement-breakpoint
UPDATE "authors" SET "password_hash" = pg_temp.relieve("password_hash") WHERE "password_hash" LIKE '$argon2id$%';
