import { describe, expect, it } from 'vitest';
import { toFormData } from './formData';

describe('toFormData', () => {
  it('sends numbers and flags as text, repeats a field for each file, and leaves out null and undefined', () => {
    const first = new File(['a'], 'a.pdf', { type: 'application/pdf' });
    const second = new File(['b'], 'b.pdf', { type: 'application/pdf' });
    const form = toFormData({ assignment_id: 7, submit: true, phone: null, deliverable_id: undefined, website: '', documents: [first, second] });
    expect([...form.keys()]).toEqual(['assignment_id', 'submit', 'website', 'documents', 'documents']);
    expect(form.get('assignment_id')).toBe('7');
    expect(form.get('submit')).toBe('true');
    expect(form.get('website')).toBe('');
    expect((form.getAll('documents') as File[]).map((file) => file.name)).toEqual(['a.pdf', 'b.pdf']);
  });
});
