/** How the site addresses a person: by the first word of the name they gave. */

/** 'Maria' of '  Maria  das Dores Silva'; '' when there is no name. */
export function firstName(fullName: string | null | undefined): string {
  return (fullName ?? "").trim().split(/\s+/)[0] ?? "";
}

/** The greeting of every e-mail: 'Olá, Maria!', or 'Olá!' without a name. */
export function greeting(fullName: string | null | undefined): string {
  const first = firstName(fullName);
  return first ? `Olá, ${first}!` : "Olá!";
}
