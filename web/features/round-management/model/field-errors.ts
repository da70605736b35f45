// Messages by field name, as the forms and the server's formFieldErrors (SPEC §8) carry them.
export type FieldErrors = Record<string, string>;
