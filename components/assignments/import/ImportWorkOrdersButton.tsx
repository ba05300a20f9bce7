'use client';
import Button from '@mui/material/Button';
import { useState } from 'react';
import ImportWorkOrdersDialog from './ImportWorkOrdersDialog';

/** "Import CSV" beside "Add New Work Order": opens the import dialog. */
export default function ImportWorkOrdersButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setIsOpen(true)}>
        Import CSV
      </Button>
      <ImportWorkOrdersDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
