/** A drop-down list's options, one a choice, each showing its own value ("1", "Dog", a reason). */
export function Options({ choices }: { choices: readonly (string | number)[] }) {
  return choices.map((choice) => (
    <option key={choice} value={choice}>
      {choice}
    </option>
  ));
}
