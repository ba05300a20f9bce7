import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentDeliverables, assignmentDocuments, assignments, deliverableDocumentTypes, storedFiles } from '../../db/schema';
import type { AssignmentDetails } from '@/contracts/assignment';

type Attachments = Pick<AssignmentDetails, 'deliverables' | 'documents'>;

/** A stored file's fields as the columns below spell them. */
type FileFields = { id: number; originalName: string; mimeType: string; sizeBytes: number };
type DeliverableField = {
  id: number;
  name: string;
  documentTypeId: number | null;
  typeName: string | null;
  isRequired: boolean;
  file: FileFields | null;
  deliveredAt: string | null;
  signerName: string | null;
  signedAt: string | null;
  signedLatitude: number | null;
  signedLongitude: number | null;
};
type DocumentField = { id: number; file: FileFields };
type AttachmentFields = { deliverables: DeliverableField[]; documents: DocumentField[] };

const fileSql = sql`json_build_object('id', ${storedFiles.id}, 'originalName', ${storedFiles.originalName}, 'mimeType', ${storedFiles.mimeType}, 'sizeBytes', ${storedFiles.sizeBytes})`;

const deliverablesSql = sql`(select coalesce(json_agg(json_build_object(
    'id', ${assignmentDeliverables.id}, 'name', ${assignmentDeliverables.name}, 'documentTypeId', ${assignmentDeliverables.documentTypeId},
    'typeName', ${deliverableDocumentTypes.name}, 'isRequired', ${assignmentDeliverables.isRequired},
    'file', case when ${storedFiles.id} is null then null else ${fileSql} end,
    'deliveredAt', ${assignmentDeliverables.deliveredAt}, 'signerName', ${assignmentDeliverables.signerName}, 'signedAt', ${assignmentDeliverables.signedAt},
    'signedLatitude', ${assignmentDeliverables.signedLatitude}, 'signedLongitude', ${assignmentDeliverables.signedLongitude}
  ) order by ${assignmentDeliverables.id}), '[]'::json)
  from ${assignmentDeliverables}
  left join ${deliverableDocumentTypes} on ${deliverableDocumentTypes.id} = ${assignmentDeliverables.documentTypeId}
  left join ${storedFiles} on ${storedFiles.id} = ${assignmentDeliverables.fileId}
  where ${assignmentDeliverables.assignmentId} = ${assignments.id})`;

const documentsSql = sql`(select coalesce(json_agg(json_build_object('id', ${assignmentDocuments.id}, 'file', ${fileSql}) order by ${assignmentDocuments.id}), '[]'::json)
  from ${assignmentDocuments}
  inner join ${storedFiles} on ${storedFiles.id} = ${assignmentDocuments.fileId}
  where ${assignmentDocuments.assignmentId} = ${assignments.id})`;

/**
 * An order's deliverables (with the delivered file, if any) and its documents, in id order, as
 * columns of a query on assignments: reading an order sends no statement of its own for them.
 * Read them with toAssignmentAttachments. Each subquery is nested in the column because drizzle
 * drops the table names of a column's own top-level references when it selects from one table
 * alone (loadAssignmentAttachments), and these joins and the correlation need them.
 */
export const assignmentAttachmentColumns = {
  deliverables: sql<DeliverableField[]>`${deliverablesSql}`,
  documents: sql<DocumentField[]>`${documentsSql}`,
};

const toFileInfo = (file: FileFields) => ({ id: file.id, name: file.originalName, mime_type: file.mimeType, size_bytes: file.sizeBytes });
/** A timestamptz as JSON gives it (microseconds, an offset), as the API writes instants. */
const toIso = (instant: string) => new Date(instant).toISOString();

/** The attachments in assignmentAttachmentColumns. A document's id is its assignment_documents id, the one the document download routes take. */
export function toAssignmentAttachments({ deliverables, documents }: AttachmentFields): Attachments {
  return {
    deliverables: deliverables.map((item) => ({
      id: item.id,
      name: item.name,
      document_type_id: item.documentTypeId,
      document_type_name: item.typeName,
      is_required: item.isRequired,
      file: item.file ? toFileInfo(item.file) : null,
      delivered_at: item.deliveredAt === null ? null : toIso(item.deliveredAt),
      sign_off:
        item.signerName && item.signedAt
          ? { signer_name: item.signerName, signed_at: toIso(item.signedAt), latitude: item.signedLatitude, longitude: item.signedLongitude }
          : null,
    })),
    documents: documents.map(({ id, file }) => ({ ...toFileInfo(file), id, file_id: file.id })),
  };
}

/** An order's deliverables and documents on their own (one statement). */
export async function loadAssignmentAttachments({ db, assignmentId }: { db: Database; assignmentId: number }): Promise<Attachments> {
  const [row] = await db.select(assignmentAttachmentColumns).from(assignments).where(eq(assignments.id, assignmentId)).limit(1);
  return toAssignmentAttachments(row ?? { deliverables: [], documents: [] });
}
