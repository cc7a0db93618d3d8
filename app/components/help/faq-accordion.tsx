import { useEffect } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { FaqGroup } from "~/i18n/faq";
import { Answer } from "./faq-answer";
import { FaqSection, Highlighted, NoScriptAnswer } from "./faq-browser";

/**
 * The FAQ as a Radix accordion (open and close, arrow keys between questions), loaded by
 * FaqBrowser when someone reaches for a question.
 */
export function FaqAccordion({
  groups,
  tokens,
  open,
  onOpenChange,
  focus,
}: {
  groups: readonly FaqGroup[];
  tokens: string[];
  open: string[];
  onOpenChange: (open: string[]) => void;
  /** The question whose button had the focus when this accordion replaced the first one. */
  focus: string | null;
}) {
  useEffect(() => {
    if (focus) document.getElementById(focus)?.querySelector<HTMLElement>('[data-slot="accordion-trigger"]')?.focus();
  }, [focus]);
  return (
    <Accordion type="multiple" value={open} onValueChange={onOpenChange} className="mt-3 space-y-6">
      {groups.map((group) => (
        <FaqSection key={group.id} group={group}>
          {group.items.map((item) => (
            <AccordionItem key={item.id} value={item.id} id={item.id} className="scroll-mt-24">
              <AccordionTrigger>
                <span>
                  <Highlighted text={item.question} tokens={tokens} />
                </span>
              </AccordionTrigger>
              <AccordionContent>
                <Answer id={item.id} tokens={tokens} />
              </AccordionContent>
              <NoScriptAnswer id={item.id} tokens={tokens} open={open.includes(item.id)} />
            </AccordionItem>
          ))}
        </FaqSection>
      ))}
    </Accordion>
  );
}
