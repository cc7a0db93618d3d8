import { Share2 } from "~/components/icons";
import { notify } from "~/lib/render/notify";
import { Button } from "~/components/ui/button";

/** The browser's share sheet where there is one, else copies the link and says so. */
export function ShareButton({ url, title, text }: { url: string; title: string; text?: string }) {
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ url, title, text });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return; // the person closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success("Link copiado!", { description: "Cole onde quiser para compartilhar este produto." });
    } catch {
      notify.error("Não foi possível copiar o link.", { description: url });
    }
  };
  return (
    <Button type="button" variant="outline" onClick={share} aria-label="Compartilhar produto">
      <Share2 aria-hidden />
      Compartilhar
    </Button>
  );
}
