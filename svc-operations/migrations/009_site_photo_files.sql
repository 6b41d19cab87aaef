-- Site photos now keep their image in the kit's chunked file store (kit migration 005): an upload
-- is streamed to disk then into chunks, never held whole in memory. Existing images move there as
-- one chunk each.
select set_config('app.scope', 'platform', true);

alter table site_photos add column file_id uuid references stored_files (id);

create temporary table photo_files on commit drop as
  select id as photo_id, gen_random_uuid() as file_id, agency_id, content_type, size, content from site_photos;
insert into stored_files (id, agency_id, content_type, size, chunks, created_at)
  select file_id, agency_id, content_type, size, 1, now() from photo_files;
insert into stored_file_chunks (file_id, agency_id, seq, data)
  select file_id, agency_id, 0, content from photo_files;
update site_photos p set file_id = f.file_id from photo_files f where f.photo_id = p.id;

alter table site_photos alter column file_id set not null;
alter table site_photos drop column content;
