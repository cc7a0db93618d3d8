-- Issue #23, hand-written: installs seeded before it get what the seed now writes. The seeded
-- articles are signed by the team's nutritionist (an administrator without a password, as
-- app/db/seed/index.ts creates her) and their cover images are described. A database that was never
-- seeded (a fresh install: the seed runs after the migrations) is left alone.
DO $$
DECLARE
  v_author text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM blog_posts WHERE slug = '5-pilares-vitalidade-natural') THEN
    RETURN;
  END IF;
  SELECT id INTO v_author FROM "user" WHERE email = 'marina.costa@raizvital.com.br';
  IF v_author IS NULL THEN
    v_author := gen_random_uuid()::text;
    INSERT INTO "user" (id, name, email, email_verified) VALUES (v_author, 'Marina Costa', 'marina.costa@raizvital.com.br', true);
    INSERT INTO profiles (id, email, full_name, role, credentials)
      VALUES (v_author, 'marina.costa@raizvital.com.br', 'Marina Costa', 'admin', 'Nutricionista · CRN-3 48215')
      ON CONFLICT DO NOTHING;
  END IF;
  UPDATE blog_posts SET author_id = v_author, author_name = NULL
    WHERE slug IN ('5-pilares-vitalidade-natural', 'nootropicos-naturais-ciencia-beneficios', 'colageno-mitos-verdades-cientificas', 'beneficios-omega-3-cerebro', 'micronutrientes-energia-fadiga', 'higiene-do-sono-habitos-noites-tranquilas', 'adaptogenos-o-que-sao-como-funcionam', 'saude-intestinal-fibras-microbiota', 'hidratacao-energia-foco') AND author_id IS NULL;
  UPDATE blog_posts SET image_alt = CASE slug
      WHEN '5-pilares-vitalidade-natural' THEN 'Ilustração de um sol nascendo sobre colinas verdes, com um ramo de folhas em primeiro plano'
      WHEN 'nootropicos-naturais-ciencia-beneficios' THEN 'Ilustração de anéis concêntricos, como ondas de pensamento, sobre colinas verdes e um ramo de folhas'
      WHEN 'colageno-mitos-verdades-cientificas' THEN 'Ilustração de uma dupla hélice, lembrando a estrutura do colágeno, sobre colinas verdes'
      WHEN 'beneficios-omega-3-cerebro' THEN 'Ilustração de um peixe estilizado sobre colinas verdes, com um ramo de folhas'
      WHEN 'micronutrientes-energia-fadiga' THEN 'Ilustração de uma fatia de fruta cítrica sobre colinas verdes, com um ramo de folhas'
      WHEN 'higiene-do-sono-habitos-noites-tranquilas' THEN 'Ilustração de uma lua crescente no céu noturno sobre colinas escuras'
      WHEN 'adaptogenos-o-que-sao-como-funcionam' THEN 'Ilustração de uma molécula estilizada sobre colinas verdes, com um ramo de folhas'
      WHEN 'saude-intestinal-fibras-microbiota' THEN 'Ilustração de sementes e grãos sobre colinas verdes, com um ramo de folhas'
      WHEN 'hidratacao-energia-foco' THEN 'Ilustração de uma gota d''água sobre colinas verdes, com um ramo de folhas'
    END
    WHERE slug IN ('5-pilares-vitalidade-natural', 'nootropicos-naturais-ciencia-beneficios', 'colageno-mitos-verdades-cientificas', 'beneficios-omega-3-cerebro', 'micronutrientes-energia-fadiga', 'higiene-do-sono-habitos-noites-tranquilas', 'adaptogenos-o-que-sao-como-funcionam', 'saude-intestinal-fibras-microbiota', 'hidratacao-energia-foco') AND image_alt IS NULL;
END $$;
