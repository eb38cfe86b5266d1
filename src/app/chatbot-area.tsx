/**
 * The support chatbot's panel (src/features/chatbot), for members and visitors alike, shown while
 * the menu's Help has it open: the member's address or the site's guest address comes from the
 * server each time it opens. Loaded lazily by the shell, so it is not in Home's first load.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { selectSignedIn } from '../../machines/session/session-selectors.ts';
import { ChatbotPanel } from '../features/chatbot/chatbot-panel.tsx';
import { useAppSystem } from '../runtime/app-system-context.tsx';
import { chatbotLogic } from '../runtime/wiring/bonus.ts';
import { useInspectedActorRef } from '../runtime/use-inspected-actor.ts';

export function ChatbotArea({ onClose }: { onClose: () => void }) {
  const { system } = useAppSystem();
  const signedIn = useSelector(system.session, selectSignedIn);
  const logic = useMemo(() => chatbotLogic(system.bonus, signedIn, window.location.hostname), [system.bonus, signedIn]);
  return <ChatbotPanelOf key={String(signedIn)} logic={logic} onClose={onClose} />;
}

/** A new actor when the user signs in or out: a member's panel is never a visitor's, and back. */
function ChatbotPanelOf({ logic, onClose }: { logic: ReturnType<typeof chatbotLogic>; onClose: () => void }) {
  const actor = useInspectedActorRef(logic);
  useEffect(() => actor.send({ type: 'chatbot.open' }), [actor]);
  return <ChatbotPanel actor={actor} onClose={onClose} />;
}
