import type { Dispatch, FocusEvent, FormEvent, RefObject, SetStateAction } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError, errorMessage } from './api-client.ts';

/** A form's outcome as a whole: what the server said, or what went wrong (FormFeedback shows it). */
export type Feedback = { kind: 'success' | 'error'; text: string } | null;

/** What is wrong with each field, by the field's `name`. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The contract's schema for the request, or a loader of it. A form on a public page passes a
 * loader (`() => import('@contract/auth.ts').then((m) => m.LoginSchema)`), so zod stays out of the
 * page's first load: the schema is fetched when the form first gets focus (ADR 047).
 */
export type SchemaSource<In, Out> = z.ZodType<Out, In> | (() => Promise<z.ZodType<Out, In>>);

const REFUSED = Symbol('refused');

/** Text the form could not turn into the request (rupees, a date), with what is wrong, by field. */
export interface Refused {
  readonly [REFUSED]: true;
  readonly errors: FieldErrors;
}

/** For `input`: these fields cannot be converted; nothing is validated or sent. */
export function refuse(errors: FieldErrors): Refused {
  return { [REFUSED]: true, errors };
}

function isRefused(value: unknown): value is Refused {
  return typeof value === 'object' && value !== null && REFUSED in value;
}

export interface ContractFormOptions<In, Out> {
  /**
   * The schema the server validates this request with: the same object, from src/contract. Left
   * out only where the product spec sends the fields as typed (§5: the admin user and program
   * forms); the server's check is then the only one.
   */
  schema?: SchemaSource<In, Out>;
  /**
   * The request from the form as it stands, or `refuse(…)` for text it cannot convert. By default
   * the form's named fields, as text.
   */
  input?: (form: HTMLFormElement) => In | Refused;
  /**
   * Sends the request (`input` as built, and the schema's output of it). Resolve with a text to
   * show it as the form's success; reject to fail.
   */
  submit: (input: In, parsed: Out) => Promise<unknown>;
  /**
   * A failure that names no field of the form: return the text for the form's alert, or nothing
   * when the form reports it itself (an admin dialog). By default the server's message.
   */
  onError?: (error: unknown) => unknown;
  /** The field a refusal is about when its body names none (its `field`). */
  fieldOf?: (error: unknown) => string | undefined;
  /** Empties the fields after a success. */
  resetOnSuccess?: boolean;
  /**
   * Every problem is said in the form's alert, none under a field: for a compact form whose
   * controls have no place for a message (the simulator's order ticket and new-account cards).
   */
  errorsInAlert?: boolean;
  /** Where the outcome is kept, when several forms of a page share one (the register steps). */
  feedbackState?: [Feedback, Dispatch<SetStateAction<Feedback>>];
}

/** What a second action of a form (`run`) may do otherwise than its submit. */
export interface RunOptions<In, Out> {
  onError?: ContractFormOptions<In, Out>['onError'];
  /** The schema this action's request is checked with, instead of the form's. */
  schema?: z.ZodType<Out, In>;
}

/** What a form's frame (its card, its submit button, its alert) needs of the hook. */
export interface FormBinding {
  props: ContractFormProps;
  pending: boolean;
  feedback: Feedback;
}

/** The form's named fields, as text (a file field's name, were there one). */
function namedFields(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/** What `<form {...form.props}>` takes. */
export interface ContractFormProps {
  ref: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: (event: FocusEvent<HTMLFormElement>) => void;
}

/** The form control named `name`, if the form has one. */
function controlNamed(form: HTMLFormElement | null, name: string): HTMLElement | undefined {
  if (!form) return undefined;
  return [...form.elements].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element.getAttribute('name') === name,
  );
}

/** The field a failed request is about: the body's `field` (ADR 030), else `fieldOf`, if the form has it. */
function fieldOfFailure(
  error: unknown,
  form: HTMLFormElement | null,
  fieldOf: ((error: unknown) => string | undefined) | undefined,
): string | undefined {
  const body = error instanceof ApiError ? error.body : undefined;
  const named =
    typeof body === 'object' && body !== null && 'field' in body && typeof body.field === 'string'
      ? body.field
      : fieldOf?.(error);
  return named !== undefined && controlNamed(form, named) ? named : undefined;
}

/** Schema issues by field (the first for each); an issue about no field of the form is the form's text. */
function issuesByField(
  issues: readonly z.core.$ZodIssue[],
  form: HTMLFormElement | null,
): { found: FieldErrors; formText: string | null } {
  const found: FieldErrors = {};
  let formText: string | null = null;
  for (const issue of issues) {
    const name = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (name && controlNamed(form, name)) found[name] ??= issue.message;
    else formText ??= issue.message;
  }
  return { found, formText };
}

/**
 * The schema: a loader's, fetched at the first call; a schema object, the one of the latest render
 * (a form whose rules follow its state, like the checkout's by the quoted price, passes a new one).
 */
function useSchemaLoader<In, Out>(schema: SchemaSource<In, Out> | undefined) {
  const loaded = useRef<z.ZodType<Out, In> | Promise<z.ZodType<Out, In>> | null>(null);
  return function loadSchema(): z.ZodType<Out, In> | Promise<z.ZodType<Out, In>> | null {
    if (typeof schema !== 'function') return schema ?? null;
    if (loaded.current === null) {
      const loading = schema();
      loaded.current = loading;
      loading.then(
        (ready) => {
          loaded.current = ready;
        },
        () => {
          // A failed download is tried again at the next submit.
          loaded.current = null;
        },
      );
    }
    return loaded.current;
  };
}

/** The marks under the fields, and the form's alert beside them; the first marked field takes focus. */
function useFieldMarks(
  formRef: RefObject<HTMLFormElement | null>,
  setFeedback: Dispatch<SetStateAction<Feedback>>,
  errorsInAlert: boolean | undefined,
) {
  const focusFirstOf = useRef<FieldErrors | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  // After the marks are rendered, so a screen reader reads the field with its error.
  useLayoutEffect(() => {
    const shown = focusFirstOf.current;
    if (!shown) return;
    focusFirstOf.current = null;
    const first = [...(formRef.current?.elements ?? [])].find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && Boolean(shown[element.getAttribute('name') ?? '']),
    );
    first?.focus();
  });

  /** Marks fields (and the form's alert with `formText`), focusing the first marked field. */
  function showErrors(found: FieldErrors, formText: string | null = null) {
    if (errorsInAlert) {
      const text = Object.values(found).find(Boolean) ?? formText;
      setFeedback(text ? { kind: 'error', text } : null);
      return;
    }
    setErrors(found);
    setFeedback(formText === null ? null : { kind: 'error', text: formText });
    if (Object.values(found).some(Boolean)) focusFirstOf.current = found;
  }

  /** A failed request: under the field it names, else the form's alert (`onError`'s text, if any). */
  function showFailure(
    error: unknown,
    fieldOf: ((error: unknown) => string | undefined) | undefined,
    onError: ((error: unknown) => unknown) | undefined,
  ) {
    const field = fieldOfFailure(error, formRef.current, fieldOf);
    if (field) {
      showErrors({ [field]: errorMessage(error) });
    } else {
      const text = onError ? onError(error) : errorMessage(error);
      if (typeof text === 'string') setFeedback({ kind: 'error', text });
    }
  }

  /** Takes the mark off a field whose value changed other than by typing in it (a chosen row). */
  function clearError(name: string) {
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  return { errors, setErrors, showErrors, showFailure, clearError };
}

/** The `<form>`'s props: submit runs the request, typing clears the field's mark, focus loads the schema. */
function formProps(
  formRef: RefObject<HTMLFormElement | null>,
  submit: () => void,
  clearError: (name: string) => void,
  loadSchema: () => unknown,
): ContractFormProps {
  return {
    ref: formRef,
    onSubmit: (event) => {
      event.preventDefault();
      submit();
    },
    onInput: (event) => {
      const name = event.target instanceof Element ? event.target.getAttribute('name') : null;
      if (name) clearError(name);
    },
    onFocus: () => {
      void loadSchema();
    },
  };
}

/**
 * The one way a form of the client checks and sends its request (ADR 047), after the Epic Stack's
 * reset-password route: the contract's zod schema, the very object the server validates the body
 * with, checks the request before it is sent; its messages show under the fields they name (a
 * message about no field of the form goes to the form's alert), the first of them is focused, and
 * nothing is sent. A refusal from the server whose body names a field (`{ message, field }`) lands
 * under that field the same way; any other failure is the form's alert (`feedback`). Fields are
 * found by `name`, so `FormField {...form.field('email')}` is all a field needs; typing in a marked
 * field clears its mark.
 */
export function useContractForm<In, Out>(options: ContractFormOptions<In, Out>) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const loadSchema = useSchemaLoader(options.schema);
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const ownFeedback = useState<Feedback>(null);
  const [feedback, setFeedback] = options.feedbackState ?? ownFeedback;
  const { errors, setErrors, showErrors, showFailure, clearError } = useFieldMarks(
    formRef,
    setFeedback,
    options.errorsInAlert,
  );

  /**
   * Checks `input` and runs `action` with it, as a submit does: for a second action of the same
   * form (a coupon's Apply beside Pay), which may check with a schema of its own (the quote's body,
   * while Pay's form asks for more; ADR 056). One at a time: a call while another runs does nothing.
   */
  async function run(
    input: In | Refused,
    action: (input: In, parsed: Out) => Promise<unknown>,
    { onError = options.onError, schema }: RunOptions<In, Out> = {},
  ): Promise<boolean> {
    if (running.current) return false;
    setFeedback(null);
    if (isRefused(input)) {
      showErrors(input.errors);
      return false;
    }
    running.current = true;
    setPending(true);
    try {
      const source = schema ?? loadSchema();
      const result = source ? (source instanceof Promise ? await source : source).safeParse(input) : null;
      if (result && !result.success) {
        const { found, formText } = issuesByField(result.error.issues, formRef.current);
        showErrors(found, formText);
        return false;
      }
      setErrors({});
      const text = await action(input, result ? result.data : (input as unknown as Out));
      if (typeof text === 'string' && text) setFeedback({ kind: 'success', text });
      if (options.resetOnSuccess) formRef.current?.reset();
      return true;
    } catch (error) {
      showFailure(error, options.fieldOf, onError);
      return false;
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  /** Submits the form as its submit button does (a Try again beside it). */
  function submit() {
    const form = formRef.current;
    if (form) void run(options.input ? options.input(form) : (namedFields(form) as In), options.submit);
  }

  return {
    /** Spread on the `<form>`. */
    props: formProps(formRef, submit, clearError, loadSchema),
    /** `name` and `error` of a field, for FormField and its kin. */
    field: (name: string) => ({ name, error: errors[name] }),
    errors,
    feedback,
    setFeedback,
    showErrors,
    clearError,
    /** True from submit until the answer (the schema's download included). */
    pending,
    run,
    submit,
  };
}
