import { AutoplayCarousel } from '@client/components/autoplay-carousel.tsx';
import { IconBarChartSteps } from '@client/components/icons/bar-chart-steps.tsx';
import { IconClock } from '@client/components/icons/clock.tsx';
import { SectionHeading } from '@client/components/section-heading.tsx';
import { COURSES_CAROUSEL } from '@contract/constants.ts';
import { pagePath } from '@contract/routes.ts';
import { Link } from 'react-router';
import { COURSES, type Course } from '../content.ts';

/** A course, its title linking to the program that teaches it (the whole card is the link's target). */
function CourseCard({ course }: { course: Course }) {
  return (
    <article className="card course-card h-100 shadow-sm position-relative">
      <img src={course.image} alt="" width={400} height={240} className="card-img-top" loading="lazy" />
      <div className="card-body d-flex flex-column">
        <h3 className="h5 card-title">
          <Link to={pagePath('programDetail', { id: course.programSlug })} className="stretched-link">
            {course.title}
          </Link>
        </h3>
        <p className="card-text small text-body-secondary flex-grow-1">{course.description}</p>
        <p className="d-flex flex-wrap gap-2 mb-0 small">
          <span className="course-meta">
            <IconBarChartSteps className="me-1" />
            {course.level}
          </span>
          <span className="course-meta">
            <IconClock className="me-1" />
            {course.duration}
          </span>
        </p>
      </div>
    </article>
  );
}

export function CoursesSection() {
  return (
    <section id="courses" className="py-5 bg-soft" aria-labelledby="courses-heading">
      <div className="container">
        <SectionHeading id="courses-heading" kicker="Courses" title="Our Courses">
          From your first trade to trading live with a mentor: five courses that build on each other.
        </SectionHeading>
        <AutoplayCarousel
          name="Courses"
          itemNoun="course"
          items={COURSES}
          getKey={(course) => course.id}
          renderItem={(course) => <CourseCard course={course} />}
          speed={COURSES_CAROUSEL.speed}
          breakpoints={COURSES_CAROUSEL.breakpoints}
        />
      </div>
    </section>
  );
}
