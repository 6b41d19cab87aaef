-- Devices a user logged in from, by the proof handed to them at that login (only its SHA-256 is
-- kept). A correct password sent with a valid proof is not held back by the login throttle, so that
-- an attacker guessing an account cannot lock its owner out; each proof survives at most
-- 3 wrong passwords (counted before the check, so parallel guesses cannot exceed it).
create table known_devices (
  proof_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  wrong_passwords int not null default 0,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index known_devices_user on known_devices (user_id, last_used_at desc);
