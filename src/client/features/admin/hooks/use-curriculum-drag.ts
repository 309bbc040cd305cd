import type { DragEvent } from 'react';
import { useRef } from 'react';

type Dragged = { kind: 'module'; id: string } | { kind: 'lesson'; id: string; moduleId: string };

interface Moves {
  moveModule: (moduleId: string, position: number) => void;
  moveLesson: (lessonId: string, fromModuleId: string, toModuleId: string, position: number) => void;
}

/**
 * Native HTML5 drag and drop for the curriculum: a module dropped on another module takes its
 * place; a lesson dropped on another lesson takes its place (in that lesson's module), and a
 * lesson dropped on a module elsewhere goes last in it. What is dragged is kept here rather than
 * read from dataTransfer, which browsers hide during dragover.
 */
export function useCurriculumDrag({ moveModule, moveLesson }: Moves) {
  const dragged = useRef<Dragged | null>(null);

  function start(event: DragEvent<HTMLElement>, item: Dragged) {
    event.stopPropagation();
    dragged.current = item;
    // Firefox starts a drag only with some data set.
    event.dataTransfer?.setData('text/plain', item.id);
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
  }

  function allow(event: DragEvent<HTMLElement>, accepts: Dragged['kind'][]) {
    const current = dragged.current;
    if (!current || !accepts.includes(current.kind)) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
  }

  const end = () => {
    dragged.current = null;
  };

  return {
    moduleDrag: (moduleId: string, index: number, lessonCount: number) => ({
      onDragStart: (event: DragEvent<HTMLLIElement>) => start(event, { kind: 'module', id: moduleId }),
      onDragOver: (event: DragEvent<HTMLLIElement>) => allow(event, ['module', 'lesson']),
      onDrop: (event: DragEvent<HTMLLIElement>) => {
        const current = dragged.current;
        if (!current) return;
        event.preventDefault();
        event.stopPropagation();
        end();
        if (current.kind === 'module') {
          if (current.id !== moduleId) moveModule(current.id, index);
        } else if (current.moduleId !== moduleId) {
          moveLesson(current.id, current.moduleId, moduleId, lessonCount);
        }
      },
      onDragEnd: end,
    }),
    lessonDrag: (lessonId: string, moduleId: string, index: number) => ({
      onDragStart: (event: DragEvent<HTMLLIElement>) =>
        start(event, { kind: 'lesson', id: lessonId, moduleId }),
      onDragOver: (event: DragEvent<HTMLLIElement>) => allow(event, ['lesson']),
      onDrop: (event: DragEvent<HTMLLIElement>) => {
        const current = dragged.current;
        if (current?.kind !== 'lesson') return;
        event.preventDefault();
        event.stopPropagation();
        end();
        if (current.id !== lessonId) moveLesson(current.id, current.moduleId, moduleId, index);
      },
      onDragEnd: end,
    }),
  };
}
