/** register() option for number inputs: an empty box is null, not NaN or 0. */
export const asOptionalNumber = {
  setValueAs: (value: unknown) => {
    if (value === '' || value === null || value === undefined) return null;
    const number = Number(value);
    return Number.isNaN(number) ? value : number;
  },
};
