'use client';
import { useEffect, useState } from 'react';
import {
  getCategories,
  getCustomerPaymentTypes,
  getDeliverableDocumentTypes,
  getJobTitles,
  getLocationTypes,
  getPaymentDays,
  getSkills,
  getTimezones,
} from '@/services/lists';
import type { ListOption } from '@/contracts/lists';

export type ReferenceLists = {
  categories: ListOption[];
  skills: ListOption[];
  jobTitles: ListOption[];
  locationTypes: ListOption[];
  timezones: ListOption[];
  paymentTypes: ListOption[];
  paymentDays: ListOption[];
  deliverableDocumentTypes: ListOption[];
};

const emptyLists: ReferenceLists = {
  categories: [],
  skills: [],
  jobTitles: [],
  locationTypes: [],
  timezones: [],
  paymentTypes: [],
  paymentDays: [],
  deliverableDocumentTypes: [],
};

const loaders: Record<keyof ReferenceLists, () => Promise<ListOption[]>> = {
  categories: getCategories,
  skills: getSkills,
  jobTitles: getJobTitles,
  locationTypes: getLocationTypes,
  timezones: getTimezones,
  paymentTypes: getCustomerPaymentTypes,
  paymentDays: getPaymentDays,
  deliverableDocumentTypes: getDeliverableDocumentTypes,
};

/** Every list the work-order form picks from, each filled in as it arrives. */
export function useReferenceLists(): ReferenceLists {
  const [lists, setLists] = useState<ReferenceLists>(emptyLists);
  useEffect(() => {
    let isMounted = true;
    for (const [name, load] of Object.entries(loaders) as [keyof ReferenceLists, () => Promise<ListOption[]>][]) {
      load()
        .then((items) => isMounted && setLists((current) => ({ ...current, [name]: items })))
        .catch(() => undefined);
    }
    return () => {
      isMounted = false;
    };
  }, []);
  return lists;
}
