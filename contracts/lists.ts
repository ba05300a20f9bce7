export type ListOption = { id: number; name: string };

export type Country = ListOption & { iso2: string; phonecode: string; latitude: string | null; longitude: string | null };

export type State = ListOption & { iso2: string; country_id: number; latitude: string | null; longitude: string | null };

export type City = ListOption & { state_id: number; country_id: number; latitude: string | null; longitude: string | null };

export type Language = ListOption & { code: string };
