import { FormField, SelectField } from '@client/components/form-field.tsx';
import { Modal } from '@client/components/modal.tsx';
import { ModalFormFooter } from '@client/components/modal-form.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { type FormBinding, useContractForm } from '@client/lib/use-contract-form.ts';
import { type FormValues, useFormValues } from '@client/lib/use-form-values.ts';
import { type AdminLesson, LessonCreateSchema, LessonUpdateSchema } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LESSON_KINDS, type LessonKind, LIMITS } from '@contract/vocabulary.ts';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useAddLesson } from '../api/add-lesson.ts';
import { useEditLesson } from '../api/edit-lesson.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { CheckField } from './check-field.tsx';
import { HtmlContentField } from './html-content-field.tsx';
import { MediaUploadField } from './media-upload-field.tsx';
import {
  type QuizFormValues,
  QuizSettingsFields,
  quizPayloadOf,
  quizValuesOf,
} from './quiz-settings-fields.tsx';

const KIND_OPTIONS: Record<LessonKind, string> = {
  video: 'Video',
  article: 'Article',
  file: 'File',
  quiz: 'Quiz',
};
/**
 * The kinds a lesson may take in this form: any for a new lesson; a quiz lesson stays a quiz, and
 * another lesson cannot become one (the server refuses both: ADR 026).
 */
function kindsFor(lesson: AdminLesson | undefined): readonly LessonKind[] {
  if (!lesson) return LESSON_KINDS;
  return lesson.kind === 'quiz' ? ['quiz'] : LESSON_KINDS.filter((kind) => kind !== 'quiz');
}

interface LessonFormValues {
  title: string;
  kind: LessonKind;
  preview: boolean;
  html_content: string;
  media_id: string | null;
  quiz: QuizFormValues;
}

/** The form's values: the lesson's, or a new article's. */
function valuesOf(lesson: AdminLesson | undefined): LessonFormValues {
  return {
    title: lesson?.title ?? '',
    kind: lesson?.kind ?? 'article',
    preview: lesson?.preview ?? false,
    html_content: lesson?.html_content ?? '',
    media_id: lesson?.media_id ?? null,
    quiz: quizValuesOf(lesson?.quiz),
  };
}

/** The form, whose submit waits for an upload in flight: meanwhile it says so and sends nothing. */
function waitingForUpload(form: FormBinding, uploading: boolean): FormBinding {
  return {
    ...form,
    props: {
      ...form.props,
      onSubmit: (event) => {
        if (!uploading) return form.props.onSubmit(event);
        event.preventDefault();
        void showError(MESSAGES.admin.uploadBusy);
      },
    },
  };
}

/**
 * Adds the lesson to its module, or saves the edited one (moved when another module was chosen):
 * only what its kind uses is sent. Done, the dialog closes before the alert.
 */
function useLessonForm({
  programId,
  moduleId,
  lesson,
  values,
  targetModuleId,
  onClose,
}: {
  programId: string;
  moduleId: string;
  lesson: AdminLesson | undefined;
  values: LessonFormValues;
  targetModuleId: string;
  onClose: () => void;
}) {
  const addLesson = useAddLesson(programId);
  const editLesson = useEditLesson(programId);
  // The schema the server checks this request with: an edit's, or a new lesson's.
  const schema = (lesson ? LessonUpdateSchema : LessonCreateSchema) as typeof LessonCreateSchema;
  return useContractForm({
    schema,
    input: () => {
      const article = values.kind === 'article';
      const quiz = values.kind === 'quiz';
      return {
        title: values.title,
        kind: values.kind,
        preview: values.preview,
        html_content: article ? values.html_content : '',
        media_id: article || quiz ? null : values.media_id,
        ...(quiz ? { quiz: quizPayloadOf(values.quiz) } : {}),
        ...(lesson && targetModuleId !== moduleId ? { module_id: targetModuleId } : {}),
      };
    },
    submit: async (input) => {
      if (lesson) await editLesson.mutateAsync({ id: lesson._id, input });
      else await addLesson.mutateAsync({ moduleId, input });
      flushSync(onClose);
      void showSuccess('Success!', lesson ? MESSAGES.admin.lessonUpdated : MESSAGES.admin.lessonAdded);
    },
    onError: (error) =>
      void showError(
        actionFailureText(lesson ? MESSAGES.admin.lessonEditFailed : MESSAGES.admin.lessonAddFailed, error),
      ),
  });
}

type LessonFields = FormValues<LessonFormValues>;

/** What the lesson holds, by its kind: a quiz's settings, an article's HTML, or the upload of a video or file. */
function LessonContentField({
  fields,
  onUploadingChange,
}: {
  fields: LessonFields;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { values, set, setValues, id } = fields;
  return values.kind === 'quiz' ? (
    <QuizSettingsFields
      id={id('quiz')}
      values={values.quiz}
      onChange={(change) => setValues((current) => ({ ...current, quiz: { ...current.quiz, ...change } }))}
    />
  ) : values.kind === 'article' ? (
    <HtmlContentField
      id={id('html')}
      value={values.html_content}
      onChange={(html_content) => set('html_content', html_content)}
    />
  ) : (
    <MediaUploadField
      key={values.kind}
      id={id('media')}
      kind={values.kind}
      mediaId={values.media_id}
      onUploaded={(mediaId) => set('media_id', mediaId)}
      onUploadingChange={onUploadingChange}
    />
  );
}

/**
 * The lesson's values, the module it is saved into, and whether an upload in flight holds the
 * form; a change of kind lets go of what the new kind cannot hold.
 */
function useLessonValues(lesson: AdminLesson | undefined, moduleId: string) {
  const fields = useFormValues(() => valuesOf(lesson));
  const [targetModuleId, setTargetModuleId] = useState(moduleId);
  const [uploading, setUploading] = useState(false);

  function setKind(kind: LessonKind) {
    // A video's media does not fit a file lesson, nor the reverse; going back keeps the original.
    // (The upload field is replaced, so an upload in flight no longer holds the form.)
    setUploading(false);
    fields.setValues((current) => ({
      ...current,
      kind,
      media_id: lesson && kind === lesson.kind ? lesson.media_id : null,
    }));
  }

  return { fields, setKind, targetModuleId, setTargetModuleId, uploading, setUploading };
}

/** For an edited lesson, the module it is in, or the one to move it to. */
function LessonModuleField({
  id,
  modules,
  value,
  onChange,
}: {
  id: string;
  modules: readonly { _id: string; title: string }[];
  value: string;
  onChange: (moduleId: string) => void;
}) {
  return (
    <SelectField
      id={id}
      label="Module"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint="Moving the lesson to another module puts it last there."
    >
      {modules.map((module) => (
        <option key={module._id} value={module._id}>
          {module.title}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Add a lesson to a module (no `lesson`) or edit one: title, kind, the free-preview flag, and the
 * article's HTML or the video's or file's upload. Saving waits for an upload in flight; a video may
 * be saved while it is still processing (the server fills its length when transcoding ends).
 */
export function LessonModal({
  programId,
  moduleId,
  lesson,
  modules = [],
  onClose,
}: {
  programId: string;
  moduleId: string;
  lesson?: AdminLesson;
  /** The program's modules, so an edited lesson can move to another one (last in it). */
  modules?: readonly { _id: string; title: string }[];
  onClose: () => void;
}) {
  const { fields, setKind, targetModuleId, setTargetModuleId, uploading, setUploading } = useLessonValues(
    lesson,
    moduleId,
  );
  const { values, id } = fields;
  const form = useLessonForm({ programId, moduleId, lesson, values, targetModuleId, onClose });
  return (
    <Modal
      title={lesson ? 'Edit Lesson' : 'Add Lesson'}
      onClose={onClose}
      form={waitingForUpload(form, uploading)}
      size="lg"
      footer={<ModalFormFooter busy={form.pending || uploading} onCancel={onClose} />}
    >
      <FormField
        {...fields.bind('title')}
        {...form.field('title')}
        label="Title"
        maxLength={LIMITS.title}
        autoComplete="off"
      />
      {/* Not bound: a change of kind lets go of the media (useLessonValues). */}
      <SelectField
        id={id('kind')}
        label="Kind"
        value={values.kind}
        onChange={(event) => setKind(event.target.value as LessonKind)}
      >
        {kindsFor(lesson).map((kind) => (
          <option key={kind} value={kind}>
            {KIND_OPTIONS[kind]}
          </option>
        ))}
      </SelectField>
      {lesson && modules.length > 1 ? (
        <LessonModuleField
          id={id('module')}
          modules={modules}
          value={targetModuleId}
          onChange={setTargetModuleId}
        />
      ) : null}
      <CheckField
        binding={fields.bindCheck('preview')}
        label="Free preview"
        hint="Anyone can open a free preview lesson, without a subscription."
        className="form-check mb-3"
      />
      <LessonContentField fields={fields} onUploadingChange={setUploading} />
    </Modal>
  );
}
