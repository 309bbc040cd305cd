/** One box of a `ChoiceBoxes` group: the form field it sends, its label and the hint read out with it. */
export interface Choice {
  name: string;
  label: string;
  hint?: string;
  /** Ticked on opening (a choice already given); unticked by default. */
  defaultChecked?: boolean;
}

/**
 * A group of independent checkboxes under a legend, each with its label and an optional hint under
 * it (aria-describedby). Uncontrolled: a ticked box sends `on` under its name with the form, an
 * unticked one nothing. Ids are `<idPrefix>-<name>` and `<idPrefix>-<name>-hint`.
 */
export function ChoiceBoxes({
  legend,
  idPrefix,
  choices,
}: {
  legend: string;
  /** Keeps ids apart where two groups with the same names could share a page. */
  idPrefix: string;
  choices: readonly Choice[];
}) {
  return (
    <fieldset className="mb-3">
      <legend className="h6">{legend}</legend>
      {choices.map((choice) => {
        const id = `${idPrefix}-${choice.name}`;
        return (
          <div key={choice.name} className="form-check mb-2">
            <input
              className="form-check-input"
              type="checkbox"
              id={id}
              name={choice.name}
              defaultChecked={choice.defaultChecked ?? false}
              aria-describedby={choice.hint ? `${id}-hint` : undefined}
            />
            <label className="form-check-label" htmlFor={id}>
              {choice.label}
            </label>
            {choice.hint ? (
              <div id={`${id}-hint`} className="form-text mt-0">
                {choice.hint}
              </div>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
