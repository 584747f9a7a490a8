/**
 * A phone number, code or other run of Latin digits shown inside running text. Arabic text is laid out right to
 * left, which would move a leading '+' to the far end ("96551110002+"); isolated and set left to right, it reads
 * the way it is dialled in both languages, and the text around it keeps its own direction.
 */
export function PhoneNumber({ value, className }: { value: string; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {value}
    </bdi>
  );
}
