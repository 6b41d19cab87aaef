-- The client address of the request that made the audited change (TRUSTED_PROXIES decides whose
-- X-Forwarded-For is believed); null for the lines written before it was recorded.
alter table audit_log add column client_ip text;
