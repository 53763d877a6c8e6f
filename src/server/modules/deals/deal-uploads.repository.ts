import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dealDocuments, dealDraws, dealPhotos, properties, reportPhotos, type DealDocumentRow, type DealPhotoRow } from '../../db/schema/index.ts';
import { isUuid } from '../../../shared/uuid.ts';

/** A deal's uploaded photos and documents. */
export const dealUploadsRepository = {
  /**
   * Whether a row still shows this picture: the gallery, a draw request or a quarterly report. The
   * deal's pictures are files named by their content, so the same picture added in two places is
   * one file, removed only when neither shows it.
   */
  async photoInUse(db: Db, url: string): Promise<boolean> {
    const [row] = await db
      .select({
        used: sql<boolean>`exists (select 1 from ${dealPhotos} where ${dealPhotos.url} = ${url})
          or exists (select 1 from ${dealDraws} where ${dealDraws.photos} @> ${JSON.stringify([url])}::jsonb)
          or exists (select 1 from ${reportPhotos} where ${reportPhotos.url} = ${url})`,
      })
      .from(sql`(select 1) as one`);
    return row!.used;
  },

  async photos(db: Db, dealId: string): Promise<DealPhotoRow[]> {
    return dealUploadsRepository.photosOf(db, [dealId]);
  },

  /** The photos of these deals, each deal's in order: one query for a page of deals. */
  async photosOf(db: Db, dealIds: string[]): Promise<DealPhotoRow[]> {
    if (dealIds.length === 0) return [];
    return db.select().from(dealPhotos).where(inArray(dealPhotos.dealId, dealIds)).orderBy(asc(dealPhotos.position), asc(dealPhotos.createdAt));
  },

  async photoCount(db: Db, dealId: string): Promise<number> {
    const [counted] = await db.select({ total: count() }).from(dealPhotos).where(eq(dealPhotos.dealId, dealId));
    return counted?.total ?? 0;
  },

  async insertPhoto(db: Db, row: typeof dealPhotos.$inferInsert): Promise<DealPhotoRow> {
    const [created] = await db.insert(dealPhotos).values(row).returning();
    return created!;
  },

  async deletePhoto(db: Db, dealId: string, photoId: string): Promise<DealPhotoRow | undefined> {
    if (!isUuid(photoId)) return undefined;
    const [deleted] = await db
      .delete(dealPhotos)
      .where(and(eq(dealPhotos.dealId, dealId), eq(dealPhotos.id, photoId)))
      .returning();
    return deleted;
  },

  async setPosition(db: Db, photoId: string, position: number): Promise<void> {
    await db.update(dealPhotos).set({ position }).where(eq(dealPhotos.id, photoId));
  },

  async setImages(db: Db, propertyId: string, images: string[]): Promise<void> {
    await db.update(properties).set({ images }).where(eq(properties.id, propertyId));
  },

  /** The documents of these deals, oldest first: one query for a page of deals. */
  async documentsOf(db: Db, dealIds: string[]): Promise<DealDocumentRow[]> {
    if (dealIds.length === 0) return [];
    return db.select().from(dealDocuments).where(inArray(dealDocuments.dealId, dealIds)).orderBy(asc(dealDocuments.createdAt), asc(dealDocuments.id));
  },

  async document(db: Db, dealId: string, documentId: string): Promise<DealDocumentRow | undefined> {
    if (!isUuid(documentId)) return undefined;
    const [row] = await db
      .select()
      .from(dealDocuments)
      .where(and(eq(dealDocuments.dealId, dealId), eq(dealDocuments.id, documentId)));
    return row;
  },

  async insertDocument(db: Db, row: typeof dealDocuments.$inferInsert): Promise<DealDocumentRow> {
    const [created] = await db.insert(dealDocuments).values(row).returning();
    return created!;
  },

  async deleteDocument(db: Db, dealId: string, documentId: string): Promise<DealDocumentRow | undefined> {
    if (!isUuid(documentId)) return undefined;
    const [deleted] = await db
      .delete(dealDocuments)
      .where(and(eq(dealDocuments.dealId, dealId), eq(dealDocuments.id, documentId)))
      .returning();
    return deleted;
  },
};
