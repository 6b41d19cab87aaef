import type { SitePhoto, SitePhotoType } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

type StoredPhoto = Omit<SitePhoto, 'createdAt'> & { createdAt: Date };
const toPhoto = (row: StoredPhoto): SitePhoto => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function insertSitePhoto(
  db: Db,
  photo: {
    id: string;
    agencyId: string;
    siteId: string;
    fileName: string;
    contentType: SitePhotoType;
    size: number;
    fileId: string;
    createdBy: string | null;
  },
): Promise<void> {
  await db`
    insert into site_photos (id, agency_id, site_id, file_name, content_type, size, file_id, created_by)
    values (${photo.id}, ${photo.agencyId}, ${photo.siteId}, ${photo.fileName}, ${photo.contentType},
            ${photo.size}, ${photo.fileId}, ${photo.createdBy})`;
}

/** A photo's description (not its content), with its site's name. */
export async function findSitePhoto(db: Db, agencyId: string, photoId: string): Promise<SitePhoto | undefined> {
  const [row] = await db<StoredPhoto[]>`
    select p.id, p.site_id, s.name as site_name, p.file_name, p.content_type, p.size, p.created_at
      from site_photos p join sites s on s.id = p.site_id
     where p.agency_id = ${agencyId} and p.id = ${photoId}`;
  return row ? toPhoto(row) : undefined;
}

/** Where a photo's image is kept (the kit's file store), with its name and type. */
export async function findSitePhotoFile(
  db: Db,
  agencyId: string,
  photoId: string,
): Promise<{ fileName: string; contentType: SitePhotoType; fileId: string } | undefined> {
  const [row] = await db<{ fileName: string; contentType: SitePhotoType; fileId: string }[]>`
    select file_name, content_type, file_id from site_photos where agency_id = ${agencyId} and id = ${photoId}`;
  return row;
}

/** Deletes the photo and its image. */
export async function deleteSitePhoto(db: Db, agencyId: string, photoId: string): Promise<boolean> {
  const deleted = await db<{ fileId: string }[]>`
    delete from site_photos where agency_id = ${agencyId} and id = ${photoId} returning file_id`;
  for (const { fileId } of deleted) await db`delete from stored_files where id = ${fileId}`;
  return deleted.length > 0;
}

export type SitePhotoSearch = {
  agencyId: string;
  siteIds: string[] | null;
  orderBy: 'createdAt' | 'fileName';
  ascending: boolean;
  limit: number;
  offset: number;
};

const whereOf = (db: Db, search: SitePhotoSearch) => db`
  where p.agency_id = ${search.agencyId}
    ${search.siteIds ? db`and p.site_id = any(${search.siteIds}::uuid[])` : db``}`;

/** One page of the photo library. */
export async function searchSitePhotos(db: Db, search: SitePhotoSearch): Promise<SitePhoto[]> {
  const direction = search.ascending ? db`asc` : db`desc`;
  const column = search.orderBy === 'fileName' ? db`lower(p.file_name)` : db`p.created_at`;
  const rows = await db<StoredPhoto[]>`
    select p.id, p.site_id, s.name as site_name, p.file_name, p.content_type, p.size, p.created_at
      from site_photos p join sites s on s.id = p.site_id
    ${whereOf(db, search)}
     order by ${column} ${direction}, p.id ${direction}
     limit ${search.limit} offset ${search.offset}`;
  return rows.map(toPhoto);
}

export async function countSitePhotos(db: Db, search: SitePhotoSearch): Promise<number> {
  const [row] = await db<{ count: number }[]>`select count(*)::int as count from site_photos p ${whereOf(db, search)}`;
  return row?.count ?? 0;
}
