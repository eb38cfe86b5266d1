/**
 * The support chatbot's button and panel on every screen (src/features/chatbot), for members and
 * visitors alike: the member's address or the site's guest address comes from the server each time
 * the panel opens. Loaded lazily by the shell, so it is not in Home's first load.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSignedIn } from '../../machines/session/session-selectors.ts';
import { ChatbotPanel } from '../features/chatbot/chatbot-panel.tsx';
import { useAppSystem } from './app-system-context.tsx';
import { chatbotLogic } from './wiring/bonus.ts';
import { useInspectedActorRef } from './use-inspected-actor.ts';

export function ChatbotArea() {
  const { system } = useAppSystem();
  const signedIn = useSelector(system.session, selectSignedIn);
  const logic = useMemo(() => chatbotLogic(system.bonus, signedIn, window.location.hostname), [system.bonus, signedIn]);
  return <ChatbotPanelOf key={String(signedIn)} logic={logic} />;
}

/** A new actor when the user signs in or out: a member's panel is never a visitor's, and back. */
function ChatbotPanelOf({ logic }: { logic: ReturnType<typeof chatbotLogic> }) {
  const actor = useInspectedActorRef(logic);
  return <ChatbotPanel actor={actor} />;
}
