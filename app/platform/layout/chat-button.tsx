import { useCompany } from "./use-company";

/** The floating messaging-app button: opens a WhatsApp click-to-chat link to the settings' number. */
export function ChatButton() {
  const company = useCompany();
  if (!company) return null;
  return (
    <a
      href={company.chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Escríbanos por WhatsApp (se abre en una pestaña nueva)"
      className="chat-button fixed bottom-20 right-4 z-30 grid size-14 place-items-center rounded-full bg-[#1F8F4E] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#1F8F4E] lg:bottom-6 lg:right-6"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" fill="currentColor">
        <path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6a10.6 10.6 0 0 1-5.4-1.5l-.4-.2-3.9 1 1-3.8-.2-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.1-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.7c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.9.9 3.9.8a3.3 3.3 0 0 0 2.2-1.5 2.7 2.7 0 0 0 .2-1.6c-.1-.2-.3-.3-.6-.4z" />
      </svg>
    </a>
  );
}
