import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { resetPasswordSchema, signInSchema, signUpSchema } from "./auth";
import { passwordStrength } from "./password-rules";
import { fieldErrors } from "./common";

const valid = { fullName: "Maria Silva", email: "maria@exemplo.com.br", password: "Senha@123", confirmPassword: "Senha@123" };

describe("password strength", () => {
  it("is Fraca with 2 rules or fewer, Média with 3 or 4, Forte with all 5", () => {
    expect(passwordStrength("").label).toBe("Fraca");
    expect(passwordStrength("abc").label).toBe("Fraca"); // lower
    expect(passwordStrength("abcD").label).toBe("Fraca"); // lower, upper
    expect(passwordStrength("abcD1").label).toBe("Média"); // + digit
    expect(passwordStrength("abcdefD1").label).toBe("Média"); // + length
    expect(passwordStrength("abcdeD1!").label).toBe("Forte");
    expect(passwordStrength("abcdeD1{").met).toBe(5);
    expect(passwordStrength("abcdeD1_").met).toBe(5); // any non-letter non-digit counts
    expect(passwordStrength("abcdeD1 ").met).toBe(5);
    expect(passwordStrength("abcdeD1é").met).toBe(4); // a letter, even accented, is not special
  });

  it("accepts the passwords people use: an underscore, accents, a euro sign", () => {
    for (const password of ["Senha_com_underscore1", "Açaí2026€", "ÇÃO-senha-2026", "minha senha Forte 1", "Pão~de~Queijo9"]) {
      expect(passwordStrength(password).label, password).toBe("Forte");
      expect(signUpSchema.safeParse({ ...valid, password, confirmPassword: password }).success, password).toBe(true);
      expect(resetPasswordSchema.safeParse({ token: "abc_DEF-123", password, confirmPassword: password }).success, password).toBe(true);
    }
    // Accented capitals and small letters count as such.
    expect(passwordStrength("ÉÇÃ").met).toBe(1);
    expect(passwordStrength("éçã").met).toBe(1);
    // Still refused without a special character, whatever else it has.
    expect(signUpSchema.safeParse({ ...valid, password: "SenhaSemEspecial1", confirmPassword: "SenhaSemEspecial1" }).success).toBe(false);
  });

  it("counts between 0 and 5 rules for any text", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const { met, label } = passwordStrength(s);
        expect(met).toBeGreaterThanOrEqual(0);
        expect(met).toBeLessThanOrEqual(5);
        expect(label).toBe(met <= 2 ? "Fraca" : met <= 4 ? "Média" : "Forte");
      }),
    );
  });
});

describe("sign-up", () => {
  it("accepts a complete form and lower-cases the e-mail", () => {
    const parsed = signUpSchema.parse({ ...valid, email: " Maria@Exemplo.com.BR " });
    expect(parsed.email).toBe("maria@exemplo.com.br");
  });

  it("answers each broken rule with its message", () => {
    const errors = (input: object) => {
      const result = signUpSchema.safeParse({ ...valid, ...input });
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errors({ fullName: "   " }).fullName).toBe("Informe seu nome completo.");
    expect(errors({ email: "maria exemplo@x.com" }).email).toBe("Digite um e-mail válido");
    expect(errors({ email: "maria@x" }).email).toBe("Digite um e-mail válido");
    for (const password of ["Sen@12", "senha@123", "SENHA@123", "Senha@abc", "Senha1234"]) {
      expect(errors({ password, confirmPassword: password }).password, password).toBe("A senha não atende a todos os requisitos.");
    }
    expect(errors({ confirmPassword: "Senha@124" }).confirmPassword).toBe("As senhas não coincidem");
  });

  it("needs e-mail and password to sign in; 'Lembrar-me' is a checkbox", () => {
    expect(signInSchema.safeParse({ email: "a@b.co", password: "" }).success).toBe(false);
    expect(signInSchema.parse({ email: "a@b.co", password: "x", rememberMe: "on" }).rememberMe).toBe(true);
    expect(signInSchema.parse({ email: "a@b.co", password: "x", rememberMe: null }).rememberMe).toBe(false);
  });

  it("applies the same rules to a new password", () => {
    expect(resetPasswordSchema.safeParse({ token: "t", password: "fraca", confirmPassword: "fraca" }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: "t", password: "Forte@123", confirmPassword: "Forte@123" }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: "", password: "Forte@123", confirmPassword: "Forte@123" }).success).toBe(false);
  });
});
