/** The message under a form (SPEC section 8: sign-in and set-password show the error under the form). */
import { useMessageText } from './messageText';

export function FormError({ message }: { readonly message: string | null }) {
  const shown = useMessageText();
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {shown(message)}
    </p>
  );
}
