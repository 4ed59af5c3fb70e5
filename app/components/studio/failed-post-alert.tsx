import type { FormResult } from "~/domain/forms/form-result";
import { Alert } from "../ui/alert";
import { MessageText } from "../ui/message-text";

/**
 * A refused post's message where the page's form is (a toast would vanish before it is read),
 * or nothing when the post went through or said nothing.
 */
export function FailedPostAlert({
  result,
}: {
  result: FormResult | undefined;
}) {
  if (!result?.toast || result.ok) return null;
  return (
    <Alert
      tone="error"
      role="alert"
      title={<MessageText text={result.toast.title} />}
    >
      <MessageText text={result.toast.description} />
    </Alert>
  );
}
