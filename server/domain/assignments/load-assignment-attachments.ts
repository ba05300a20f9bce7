import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentDeliverables, assignmentDocuments, deliverableDocumentTypes, storedFiles } from '../../db/schema';
import type { AssignmentDetails } from '@/contracts/assignment';

type FileColumns = { id: number; originalName: string; mimeType: string; sizeBytes: number };
const toFileInfo = (file: FileColumns) => ({ id: file.id, name: file.originalName, mime_type: file.mimeType, size_bytes: file.sizeBytes });

/**
 * An order's deliverables (with the delivered file, if any) and its documents. A document's id
 * is its assignment_documents id, the one the document download routes take.
 */
export async function loadAssignmentAttachments({ db, assignmentId }: { db: Database; assignmentId: number }): Promise<Pick<AssignmentDetails, 'deliverables' | 'documents'>> {
  const [deliverables, documents] = await Promise.all([
    db
      .select({ item: assignmentDeliverables, typeName: deliverableDocumentTypes.name, file: storedFiles })
      .from(assignmentDeliverables)
      .leftJoin(deliverableDocumentTypes, eq(deliverableDocumentTypes.id, assignmentDeliverables.documentTypeId))
      .leftJoin(storedFiles, eq(storedFiles.id, assignmentDeliverables.fileId))
      .where(eq(assignmentDeliverables.assignmentId, assignmentId))
      .orderBy(asc(assignmentDeliverables.id)),
    db
      .select({ id: assignmentDocuments.id, file: storedFiles })
      .from(assignmentDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, assignmentDocuments.fileId))
      .where(eq(assignmentDocuments.assignmentId, assignmentId))
      .orderBy(asc(assignmentDocuments.id)),
  ]);
  return {
    deliverables: deliverables.map(({ item, typeName, file }) => ({
      id: item.id,
      name: item.name,
      document_type_id: item.documentTypeId,
      document_type_name: typeName,
      is_required: item.isRequired,
      file: file ? toFileInfo(file) : null,
      delivered_at: item.deliveredAt?.toISOString() ?? null,
      sign_off:
        item.signerName && item.signedAt
          ? { signer_name: item.signerName, signed_at: item.signedAt.toISOString(), latitude: item.signedLatitude, longitude: item.signedLongitude }
          : null,
    })),
    documents: documents.map(({ id, file }) => ({ ...toFileInfo(file), id, file_id: file.id })),
  };
}
