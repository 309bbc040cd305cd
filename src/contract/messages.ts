import { formatCount, formatDate } from './format.ts';
import { LIVE_LIMITS } from './live-vocabulary.ts';
import { SIM_LIMITS } from './sim-trading.ts';
import { LIMITS } from './vocabulary.ts';

/** User-facing texts of docs/product.md §2 and §8, word for word. */
export const MESSAGES = {
  contact: {
    success: 'Your form was submitted successfully. Thank you for contacting us!',
    failed: 'Form submission failed. Please try again.',
    exception: 'Something went wrong. Please try again later.',
  },
  programs: {
    loading: 'Loading programs...',
    failed: 'Failed to load programs.',
    heading: 'Programs',
    subtitle: 'We offer different programs tailored to your trading style and daily availability.',
    unavailable: 'Currently Unavailable',
    noContent: 'No content available.',
    notFound: 'Program not found.',
    // A program's readable address (docs/product.md §3.2, ADR 064).
    slugInvalid: 'Address must be lower-case letters a-z and digits, in words joined by single hyphens.',
    slugTooLong: `Address must be at most ${LIMITS.slug} characters.`,
    slugIsId: 'Address cannot look like a program id.',
    slugTaken:
      'Another program already uses this address, or used it before and links to it still lead there.',
    slugFixed: "This program's address is fixed: the site's own pages link to it.",
    slugHint:
      'The page is /programs/ followed by this. Left empty, it is made from the title; an old address leads to the new one.',
  },
  newsletter: {
    success: 'Thank you for signing up! Our newsletter will reach your inbox soon.',
    duplicate: 'This e-mail address is already signed up for our newsletter.',
    // Double opt-in and one-click unsubscribe (docs/product.md §16).
    confirmed: 'Your subscription is confirmed. Our newsletter will reach your inbox soon.',
    confirmInvalid:
      'This confirmation link is not valid: it has already been used, has expired, or was never sent. Sign up again in the newsletter box at the foot of any page to get a new one.',
    unsubscribed: 'You are unsubscribed. You will not receive our newsletter any more.',
    unsubscribeInvalid:
      'This unsubscribe link is not valid. Please use the link in one of our newsletter e-mails.',
    unsubscribeFailed: 'Failed to unsubscribe',
  },
  offer: {
    success: 'Thank you! Your 30% new-learner discount is reserved. Our team will contact you shortly.',
    duplicate: 'This e-mail address has already claimed the new-learner offer.',
  },
  /** The admin Leads list (docs/product.md §16). */
  leads: {
    notFound: 'Lead not found.',
    markedContacted: 'The lead is marked as contacted.',
    noConsent: 'This lead asked for the newsletter only, not to be contacted.',
    fetchFailed: 'Failed to fetch leads',
    noLeads: 'No leads found',
    markFailed: 'Failed to mark the lead as contacted',
    exportFailed: 'Failed to export leads',
  },
  /** docs/product.md §8 texts the client shows, and the server's own messages for the account rules. */
  auth: {
    tokenNotFound: 'Token not found',
    unauthorized: 'Access Denied: Unauthorized',
    fetchUserFailed: 'Failed to fetch user',
    sendCodeFailed: 'Failed to send OTP',
    verifyFailed: 'OTP verification failed.',
    invalidOtp: 'Invalid OTP',
    registerFailed: 'Registration failed',
    codeSent: 'OTP sent to your email. Please check and enter it below.',
    emailVerified: 'Email verified successfully. You can now complete registration.',
    registered: 'Registration successful. Please login.',
    loginFailed: 'Login failed!',
    resetLinkSent: 'Reset link sent to your email',
    somethingWrong: 'Something went wrong',
    passwordsDontMatch: "Passwords don't match",
    mobileNotAvailable: 'Mobile number not available',
    // Server rules (docs/product.md §5.2, §6).
    accountExists: 'An account with this email already exists. Please log in instead.',
    codeTooSoon: 'A code was sent less than a minute ago. Please wait before asking for another.',
    noCodeRequested: 'No code has been requested for this email. Please send a new code.',
    codeExpired: 'This code has expired. Please send a new code.',
    codeUsed: 'This email is already verified. Please complete registration, or send a new code.',
    codeTooManyTries: 'Too many wrong codes. Please send a new code.',
    emailNotVerified: 'Please verify your email with the code we sent before completing registration.',
    commonPassword: 'This password is too common. Please choose one that is harder to guess.',
    invalidCredentials: 'Invalid email or password.',
    accountInactive: 'Your account is inactive. Please contact support.',
    loginSuccess: 'Login successful.',
    loggedOut: 'You have been logged out.',
    forgotAccepted: 'If an account exists for this email, we have sent a password reset link to it.',
    resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
    resetDone: 'Your password has been reset. Please log in with your new password.',
    loginRequired: 'Please log in to continue.',
    sessionInvalid: 'Your session has expired. Please log in again.',
  },
  /** The profile's own account changes (docs/product.md §4.8). */
  profile: {
    saved: 'Your profile has been saved.',
    currentPasswordWrong: 'Your current password is not correct.',
    passwordChanged: 'Your password has been changed. Every other device has been signed out.',
    sessionEnded: 'That device has been signed out.',
    sessionNotFound: 'Session not found.',
    otherSessionsEnded: 'Every other device has been signed out.',
    emailCodeSent: 'We have sent a code to the new address. Enter it below to confirm the change.',
    emailChanged: 'Your email address has been changed.',
    sameEmail: 'This is already your email address.',
    mustChangePassword:
      'Please choose a new password before continuing: your account was created with a one-time password.',
    resetLinkSent: 'A password reset link has been e-mailed to this user.',
    resetLinkInactive: 'This account is inactive: activate it before sending a reset link.',
  },
  /** Notice, consent and children (docs/product.md §18). */
  privacy: {
    consentsSaved: 'Your privacy choices have been saved.',
    noticeAcknowledged: 'Thank you. You have acknowledged the privacy notice.',
    noticeOutdated: 'The privacy notice has changed since you opened it. Please read the new one.',
    profileCompleted: 'Thank you. Your profile is complete.',
    dateOfBirthSet: 'Your date of birth is already recorded. Please contact support to correct it.',
    guardianPending:
      'Your account is waiting for your parent or guardian to confirm it. Until then only your profile and privacy settings are available.',
    guardianNotNeeded: 'Your account does not need a parent or guardian to confirm it.',
    guardianCodeSent:
      'We have e-mailed a code to your parent or guardian. Enter it below when they give it to you.',
    guardianConfirmed: 'Thank you. Your parent or guardian has confirmed your account.',
    guardianSameEmail: "Please enter your parent's or guardian's e-mail address, not your own.",
    guardianNoCode: 'No code has been sent. Please ask for a code for your parent or guardian first.',
    guardianCodeUsed: 'This code has already been used.',
    breachAdded: 'The incident has been recorded in the breach register.',
    breachReported: 'The report to the Data Protection Board is marked as filed.',
    breachNotFound: 'Breach not found.',
    noticeVersionTaken: (version: number, next: number) =>
      `Version ${version} is already published. The next version is ${next}.`,
    noticeVersionGap: (next: number) => `The next version is ${next}: versions are numbered without gaps.`,
    noticeDateInPast:
      'The effective date must be today or later (IST): a published notice never changes the past.',
    noticeDateBeforeLatest: (date: string) =>
      `The effective date must be on or after the latest version's (${date}).`,
    noticePublished: (version: number, material: boolean) =>
      material
        ? `Notice version ${version} published. Signed-in learners will be asked to acknowledge it once it takes effect.`
        : `Notice version ${version} published.`,
  },
  subscriptions: {
    subscribedTitle: 'Subscribed!',
    subscribedProgram: 'You have successfully subscribed to the program.',
    subscribedService: 'You have successfully subscribed to the service.',
    goToMySubscriptions: 'Go to My Subscriptions',
    /** The subscribe button's place once the learner holds a current subscription (docs/product.md §10.5). */
    subscribedButton: 'Subscribed ✓',
    pendingButton: 'Awaiting approval',
    /** After subscribing to a free program or service with online payment on (ADR 032, 064). */
    freeOpenNow: 'It is free and open now: nothing to pay.',
    freeAwaitsApproval:
      'It is free, so there is nothing to pay: our team approves it and e-mails you as soon as it is open.',
    authRequiredTitle: 'Authentication Required',
    failedTitle: 'Subscription Failed',
    failed: 'Failed to subscribe. Please try again.',
    /** Not in the spec: the text of the 'Authentication Required' dialog shown to anonymous visitors. */
    authRequired: 'Please register or log in to subscribe.',
    noPrograms: 'You have no program subscriptions yet.',
    noServices: 'You have no service subscriptions yet.',
    free: 'FREE',
    // Server rules.
    programNotFound: 'Program not found.',
    serviceNotFound: 'Service not found.',
    programUnavailable: 'This program is currently unavailable for subscription.',
    serviceUnavailable: 'This service is currently unavailable for subscription.',
    alreadySubscribedProgram: 'You have already subscribed to this program.',
    alreadySubscribedService: 'You have already subscribed to this service.',
  },
  /** A program's batches and their waiting lists (docs/product.md §20.1, ADR 072). */
  batches: {
    badDate: (label: string) => `${label} must be a real date written YYYY-MM-DD.`,
    endsBeforeStart: 'The end date cannot be before the start date.',
    notFound: 'Batch not found.',
    instructorInvalid: 'The instructor must be a user with the role instructor or admin.',
    capacityBelowSeats: (taken: number) =>
      `Capacity cannot be below the ${formatCount(taken)} seat${taken === 1 ? '' : 's'} already taken.`,
    hasSubscriptions: (count: number) =>
      `This batch still holds ${formatCount(count)} current subscription${count === 1 ? '' : 's'}: move them to another batch first.`,
    deleted: 'The batch was deleted.',
    notOfProgram: "That batch is not one of this program's batches.",
    closed: (name: string) => `Enrolment in ${name} is closed.`,
    waitlisted: (name: string, position: number) =>
      `${name} is full. You are number ${formatCount(position)} on its waiting list: we will e-mail you as soon as a seat is yours.`,
    notOnWaitlist: 'You are not on the waiting list of this batch.',
    leftWaitlist: 'You left the waiting list.',
    moveNotProgram: 'Only a program subscription belongs to a batch.',
    moveNotCurrent: 'Only a pending or active subscription can move to another batch.',
    moveSameBatch: 'The subscription is already in that batch.',
    moveFull: (name: string) => `${name} is full: raise its capacity or choose another batch.`,
    // Moving a subscription from Admin → Subscriptions (docs/product.md §20.8).
    moveTitle: 'Move to another batch',
    movePick: 'Pick a batch with a free seat.',
    moveNoOther: 'No other batch of this program has a free seat.',
    moveDone: 'The subscription was moved, and the learner is e-mailed.',
    moveFailed: 'Failed to move the subscription.',
    // The program page (docs/product.md §20.8).
    heading: 'Batches',
    startsOn: (day: string) => `Starts ${day}`,
    full: 'Full — join the waiting list',
    seatsLeft: (count: number) => `${formatCount(count)} seat${count === 1 ? '' : 's'} left`,
    pick: 'Choose a batch',
    waitlistTitle: 'On the waiting list',
    none: 'No batch is open for enrolment yet.',
  },
  admin: {
    accessDenied: 'Access Denied',
    unauthorized: 'Access Denied: Unauthorized',
    noPermission: 'You do not have permission to access this page.',
    welcomeBack: 'Welcome Back',
    chartTitle: 'Subscriptions Overview',
    noChartData: 'No data available for subscriptions',
    fetchAnalyticsFailed: 'Failed to fetch analytics',
    fetchUsersFailed: 'Failed to fetch users',
    fetchProgramsFailed: 'Failed to fetch programs',
    fetchSubscriptionsFailed: 'Failed to fetch subscriptions',
    fetchContactsFailed: 'Failed to fetch contact messages',
    noUsers: 'No users found',
    noPrograms: 'No Programs found',
    noSubscriptions: 'No subscriptions found',
    noContacts: 'No contact messages found',
    confirmTitle: 'Are you sure?',
    confirmDelete: 'Yes, delete it!',
    deleteUserQuestion: 'Are you sure you want to delete this user?',
    userAdded: 'User added successfully.',
    userUpdated: 'User updated successfully.',
    userDeleted: 'User has been deleted.',
    userAddFailed: 'Failed to add user.',
    userEditFailed: 'Failed to edit user.',
    userDeleteFailed: 'Failed to delete user.',
    programAdded: 'Program added successfully.',
    programUpdated: 'Program updated successfully.',
    programDeleted: 'Program has been deleted.',
    programErrorFallback: 'An error occurred.',
    programAddFailed: 'Failed to add program.',
    programEditFailed: 'Failed to edit program.',
    programDeleteFailed: 'Failed to delete program.',
    subscriptionApproved: 'The subscription has been approved.',
    subscriptionRejected: 'The subscription has been rejected.',
    approveFailed: 'Failed to approve the subscription.',
    rejectFailed: 'Failed to reject the subscription.',
    contactDeleted: 'Contact message has been deleted.',
    contactDeleteFailed: 'Failed to delete contact message.',
    htmlPreviewTitle: 'HTML Content Preview',
    servicesPlaceholder: 'Manage all services here.',
    // The curriculum screen (docs/product.md §11.7).
    fetchCurriculumFailed: 'Failed to fetch the curriculum',
    noModules: 'No modules yet: add the first one.',
    noLessons: 'No lessons in this module yet.',
    moduleUpdated: 'Module updated.',
    moduleAddFailed: 'Failed to add module.',
    moduleEditFailed: 'Failed to edit module.',
    moduleDeleteFailed: 'Failed to delete module.',
    lessonAdded: 'Lesson added.',
    lessonUpdated: 'Lesson updated.',
    lessonAddFailed: 'Failed to add lesson.',
    lessonEditFailed: 'Failed to edit lesson.',
    lessonDeleteFailed: 'Failed to delete lesson.',
    moveFailed: 'Failed to move.',
    uploadFailed: 'Failed to upload the file.',
    // The rich-text editor (docs/product.md §11.9, ADR 065).
    imageUploadFailed: 'Failed to upload the picture.',
    editorLoading: 'Loading the editor…',
    editorDropsHtml:
      'This content has HTML the editor does not keep (such as a div, a span or a definition list). Edit it in the HTML view, or it is lost when you type here.',
    linkNeedsAddress: 'Enter an address starting with https://, http://, mailto: or /.',
    videoNeedsAddress:
      'Enter the address of a YouTube or Vimeo video, such as https://www.youtube.com/watch?v=… or https://vimeo.com/….',
    videoNeedsTitle: 'Enter a title for the video (read out by screen readers).',
    uploadBusy: 'Wait for the upload to finish.',
    mediaProcessing: 'Processing: the video is being prepared for streaming.',
    mediaReady: 'Ready.',
    mediaFailed: 'Processing failed.',
    lessonPreviewFailed: 'Failed to load the lesson.',
    // Server rules.
    adminOnly: 'You do not have permission to access this page.',
    userNotFound: 'User not found.',
    emailTaken: 'Another account already uses this email.',
    selfDelete: 'You cannot delete your own account.',
    selfDemote: 'You cannot remove your own admin role or deactivate your own account.',
    lastAdmin: 'This is the last active admin: make another user an active admin first.',
    programHasSubscriptions:
      'This program has pending or active subscriptions. Reject them first, or set the program as unavailable instead of deleting it.',
    subscriptionNotFound: 'Subscription not found.',
    subscriptionAlreadyActive: 'The subscription is already active.',
    subscriptionAlreadyRejected: 'The subscription is already rejected.',
    /** A refunded subscription ended with its money back: the learner subscribes again (ADR 061). */
    subscriptionRefunded: 'This subscription was refunded in full. The learner can subscribe again.',
    subscriptionConflict:
      'The learner already has another pending or active subscription to this resource, so this one cannot be approved.',
    contactNotFound: 'Contact message not found.',
  },
  /** Curriculum, lessons and progress (docs/product.md §11). */
  courses: {
    courseNotFound: 'Course not found.',
    lessonNotFound: 'Lesson not found.',
    moduleNotFound: 'Module not found.',
    mediaNotFound: 'Media not found.',
    userNotFound: 'User not found.',
    subscribeToOpen: 'Subscribe to this program to open this lesson.',
    notActive:
      'Your subscription to this program is not active yet. The lesson opens once an admin approves it.',
    moduleElsewhere: 'The lesson can only move to a module of the same program.',
    videoNeedsProgress: 'Send watched and position for a video lesson.',
    documentNeedsCompleted: 'Send completed: true for an article or a file.',
    videoNotReady: 'This video is not ready yet: its length is unknown.',
    moduleAdded: 'Module added.',
    moduleDeleted: 'Module has been deleted.',
    lessonDeleted: 'Lesson has been deleted.',
    earlyAccessRemoved: 'Early access has been removed.',
    earlyAccessGranted: (learner: string, module: string) => `${learner} can open ${module} now.`,
    earlyAccessGrantFailed: 'Failed to give early access.',
    earlyAccessRevokeFailed: 'Failed to withdraw early access.',
    earlyAccessNotFound: 'This learner has no early access to this module.',
  },
  /** Question banks, quizzes and attempts (docs/product.md §12). */
  quizzes: {
    bankNotFound: 'Question bank not found.',
    questionNotFound: 'Question not found.',
    attemptNotFound: 'Attempt not found.',
    notAQuiz: 'This lesson is not a quiz.',
    quizNeedsSettings: 'A quiz lesson needs its quiz settings (bank_id, questions, time limit and the rest).',
    settingsOnlyForQuiz: 'Only a quiz lesson has quiz settings.',
    quizKindFixed:
      'A quiz lesson stays a quiz, and another lesson cannot become one: add a new lesson instead.',
    bankTooSmall: 'This quiz is not ready yet: its question bank has fewer questions than the quiz draws.',
    bankFull: 'This question bank is full.',
    attemptsUsedUp: 'You have used all your attempts at this quiz.',
    timeUp: 'Time is up: this attempt no longer takes answers.',
    attemptGraded: 'This attempt has been submitted: it no longer takes answers.',
    questionNotInAttempt: 'This question is not part of this attempt.',
    optionNotInQuestion: 'One of the chosen options is not an option of this question.',
    oneOptionOnly: 'This question takes one answer only.',
    quizCompletesOnPass: 'A quiz is completed by passing it.',
    importInvalid: 'The CSV has errors: nothing was imported. Fix the rows listed and import it again.',
    importEmpty: 'The CSV has no questions: add a header row and at least one question.',
    questionDeleted: 'Question has been deleted.',
  },
  /** The admin's question-bank screens (docs/product.md §12.4). */
  bankAdmin: {
    fetchBanksFailed: 'Failed to fetch question banks',
    noBanks: 'No question banks found',
    bankAdded: 'Question bank added.',
    bankAddFailed: 'Failed to add question bank.',
    fetchBankFailed: 'Failed to fetch the question bank',
    noQuestions: 'This bank has no questions yet. Add one, or import a CSV.',
    questionAdded: 'Question added.',
    questionUpdated: 'Question updated.',
    questionAddFailed: 'Failed to add question.',
    questionEditFailed: 'Failed to update question.',
    questionDeleteFailed: 'Failed to delete question.',
    deleteQuestion: 'This question will be deleted from the bank.',
    importFailed: 'Failed to import the CSV.',
  },
  /**
   * The admin's Payments and Coupons screens (docs/product.md §13.6); the server's own texts are under
   * payments.
   */
  paymentAdmin: {
    fetchPaymentsFailed: 'Failed to fetch payments',
    /** The admin lists' word when the site has no Razorpay settings (docs/product.md §13.1). */
    paymentsOff: 'Online payment is off',
    noPayments: 'No payments found',
    refundFailed: 'Failed to refund the payment.',
    refundDone: 'The refund has been sent to Razorpay. The credit note is issued once it is processed.',
    reasonRequired: 'Give the reason for the refund.',
    invoiceFailed: 'Failed to download the invoice.',
    fetchCouponsFailed: 'Failed to fetch coupons',
    noCoupons: 'No coupons found',
    couponAdded: 'Coupon added successfully',
    couponUpdated: 'Coupon updated successfully',
    couponAddFailed: 'Failed to add coupon.',
    couponEditFailed: 'Failed to update coupon.',
    couponActivated: 'The coupon is active again.',
    couponDeactivated: 'The coupon is deactivated: it can no longer be applied.',
  },
  /** The admin's market data page and each program's simulator settings (docs/product.md §14.9). */
  simulatorAdmin: {
    fetchMarketStatusFailed: 'Failed to fetch the market data status',
    noMarketData: 'No market data imported yet.',
    importFailed: 'Failed to import this file.',
    fetchSettingsFailed: 'Failed to fetch the simulator settings',
    settingsSaved: 'Simulator settings saved.',
    settingsSaveFailed: 'Failed to save the simulator settings.',
  },
  media: {
    notMultipart: 'Send the file as multipart/form-data, in a field named file.',
    noFile: 'Choose a file to upload.',
    oneFile: 'Send one file, in a field named file, and nothing else.',
    badMultipart: 'The upload is not valid multipart/form-data. Try again.',
    unsupportedType: 'Upload an MP4 video, a PDF, or a spreadsheet (.xlsx or .csv).',
    contentMismatch: 'The file is not what its name says: upload an MP4 video, a PDF, or a spreadsheet.',
    tooLarge: 'The file is too large.',
    // Resumable uploads (ADR 025).
    resumableVideoOnly: 'Resumable uploads take an MP4 video only.',
    uploadNotFound: 'This upload was not found, or has expired. Start it again.',
    chunkOffset: 'This chunk does not start where the upload stands: resume from received_bytes.',
    chunkBeyondSize: 'The chunk goes beyond the size declared for the upload.',
    chunkSize: 'Every chunk but the last must be exactly chunk_bytes long.',
    chunkContentType: 'Send the chunk as application/octet-stream.',
    chunkTooLarge: 'The chunk is larger than chunk_bytes.',
    uploadIncomplete: 'The upload is not complete yet: send the remaining chunks first.',
    linkExpired: 'This media link has expired or is not valid. Reload the lesson to get a new one.',
    // Pictures for programs and articles (ADR 065).
    imageType: 'Upload a JPEG, PNG or WebP picture.',
    imageTooLarge: 'The picture is too large.',
    imageTooManyPixels: 'The picture is too large: at most 6000 × 6000 pixels.',
    imageUnreadable: 'The picture could not be read. Save it again as JPEG, PNG or WebP and retry.',
    imageNotFound: 'Picture not found.',
  },
  /** Certificates of completion (docs/product.md §12.3). */
  certificates: {
    notFound: 'Certificate not found.',
    revoked: 'This certificate has been revoked.',
    invalid: 'This certificate could not be verified: its contents do not match its signature.',
    alreadyRevoked: 'This certificate is already revoked.',
    alreadyIssued: 'This learner already holds a certificate for this program. Re-issue it instead.',
    notEligible:
      'This learner has not completed every required lesson of this program, or is not active on it.',
    programNotFound: 'Program not found.',
    userNotFound: 'User not found.',
    fetchFailed: 'Failed to fetch certificates',
    noneFound: 'No certificates found',
    revokeFailed: 'Failed to revoke the certificate.',
    reissueFailed: 'Failed to re-issue the certificate.',
    revokedDone: 'The certificate has been revoked.',
    reasonRequired: 'Give a reason: the admins see it beside the revoked certificate.',
    issueFailed: 'Failed to issue the certificate.',
    chooseLearner: 'Choose the learner: search by name or e-mail, then pick one.',
    chooseProgram: 'Choose the program.',
    searchLearnersFailed: 'Failed to search learners.',
    noLearnersFound: 'No learners match.',
  },
  /** Online payment (docs/product.md §13): server rules; the screens add their own texts below them. */
  payments: {
    notEnabled: 'Online payment is not available. An admin will approve your subscription.',
    subscriptionNotFound: 'Subscription not found.',
    notPending: 'Only a subscription awaiting approval can be paid for.',
    free: 'This subscription is free: there is nothing to pay.',
    alreadyPaid: 'This subscription is already paid for.',
    badSignature: 'The payment could not be verified.',
    orderNotFound: 'Payment not found.',
    paymentNotCaptured: 'The payment has not been completed yet.',
    gatewayFailed: 'The payment service could not be reached. Please try again in a minute.',
    paid: 'Payment received. Your subscription is now active.',
    couponNotFound: 'This coupon code is not valid.',
    couponInactive: 'This coupon is no longer active.',
    couponNotStarted: 'This coupon is not valid yet.',
    couponExpired: 'This coupon has expired.',
    couponUsedUp: 'This coupon has been used the maximum number of times.',
    couponAlreadyUsed: 'You have already used this coupon.',
    couponNotForProgram: 'This coupon does not apply to this program.',
    couponNotYours: 'This coupon was sent to another e-mail address: sign in with that one to use it.',
    couponCoversAll: 'This coupon would make the price zero: ask us to approve the subscription instead.',
    couponCodeTaken: 'A coupon with this code already exists.',
    couponNotFoundAdmin: 'Coupon not found.',
    refundTooLarge: 'The refund is more than what is left of the payment.',
    refundNotPaid: 'Only a paid payment can be refunded.',
    /**
     * An admin's reject of a subscription whose online payment is kept: the refund ends it
     * (docs/product.md §13.4).
     */
    rejectPaidSubscription:
      'This subscription was paid online. Refund the payment in full (Payments) to end it; the refund ends the access and issues the credit note.',
    invoiceNotFound: 'Invoice not found.',
    couponMaxUsesBelowUses:
      'Maximum uses cannot be lower than the number of times the coupon is already used (paid or in an open checkout).',
    couponProgramNotFound: 'A program or service this coupon is limited to does not exist.',
    // The learner's screens (ADR 031).
    invoiceDownloadFailed: 'The invoice could not be downloaded. Please try again.',
    checkoutLoadFailed: 'The payment window could not be opened. Check your connection and try again.',
    paymentFailed: 'The payment did not go through.',
    quoteFailed: 'The price could not be worked out. Please try again.',
    alreadyActive: 'This subscription is already active.',
    noLongerOffered: 'This program or service is no longer offered, so it cannot be paid for.',
    /** A webhook without Razorpay's x-razorpay-event-id header (ADR 029). */
    webhookEventIdMissing: 'The webhook has no event id.',
    webhookNotJson: 'The webhook body is not JSON.',
    gstinStateMismatch: 'The GSTIN belongs to another state: choose the state of your GST registration.',
    /**
     * The buyer's details a tax invoice must show (CGST Rule 46(d) with a GSTIN, 46(e) from a
     * taxable value of ₹50,000): refused at the order, under the field (ADR 056).
     */
    legalNameRequired: 'Enter the legal name registered under your GSTIN.',
    addressRequired: 'Enter the billing address for the tax invoice.',
    cityRequired: 'Enter the city or town.',
    pincodeRequired: 'Enter the 6-digit PIN code.',
    pincodeInvalid: 'The PIN code must be 6 digits and cannot start with 0.',
    /** An admin's refund that Razorpay has not confirmed yet: the retry job carries on. */
    refundPending: 'The refund is recorded and will be sent to Razorpay again shortly.',
    /** A coupon leaving less than Razorpay's smallest order, ₹1.00 (ADR 055). */
    couponBelowMinimum:
      'This coupon would leave less than ₹1.00 to pay, below what online payment can take: ask us to approve the subscription instead.',
    /** /verify of a payment refunded in full (ADR 055). */
    paymentRefunded: 'This payment has been refunded in full, so it does not keep your subscription active.',
    /** /verify of a superseded order paid after its coupon could no longer be taken (ADR 055). */
    paymentHeld:
      'Payment received, but the coupon on this order is no longer available, so it has not activated your subscription. It will be refunded in full; you can pay again at the current price.',
  },
  simulator: {
    /** SEBI (docs/product.md §14.1): on every simulator page, word for word. */
    compliance: `Prices delayed by at least ${SIM_LIMITS.minMarketDataLagDays} days. For education only; not investment advice.`,
    notAllowed:
      'The trading simulator is open to learners with an active subscription to a program that includes it.',
    symbolNotFound: 'No instrument has that symbol.',
    badDate: 'Dates must be real dates written YYYY-MM-DD.',
    fromAfterTo: 'The start date must not be after the end date.',
    rangeTooLong: 'Ask for at most five years of bars at a time.',
    badAmount: 'Enter an amount in rupees with at most two decimals, such as 20.00.',
    importNotMultipart: 'Send the bhavcopy as a multipart form with one file.',
    importNoFile: 'Choose a bhavcopy CSV file to import.',
    importOneFile: 'Send one file at a time.',
    importTooLarge: 'The file is too large to import at once: split it into smaller files.',
    importBadHeader:
      'This is not an NSE bhavcopy: the first line must hold the classic columns (SYMBOL, SERIES, OPEN, …, TIMESTAMP) or the UDiFF columns (TradDt, TckrSymb, SctySrs, OpnPric, …).',
    importBadCsv: 'The file is not a readable CSV file.',
    /** The verify page's and the certificate's name for a passed challenge (docs/product.md §14.8). */
    challengeCertificate: 'Simulator challenge passed',
    leaderboardName: `A leaderboard name has 1 to ${SIM_LIMITS.leaderboardNameMax} characters; leave it empty to show "Anonymous".`,
    anonymous: 'Anonymous',
    badMode: 'mode must be replay or challenge.',
    badQuantity: `The quantity must be a whole number of shares from 1 to ${formatCount(SIM_LIMITS.maxQuantity)}.`,
    limitPriceNeeded: 'A limit or stop-limit order needs a limit price.',
    limitPriceUnused: 'Only limit and stop-limit orders take a limit price.',
    stopPriceNeeded: 'A stop or stop-limit order needs a stop price.',
    stopPriceUnused: 'Only stop and stop-limit orders take a stop price.',
    accountNotFound: 'No simulator account with that id is yours.',
    orderNotFound: 'No order with that id is yours.',
    orderNotOpen: 'Only an open order can be cancelled.',
    accountEnded: 'This challenge has ended: start a new one to trade again.',
    noNextDay: `There is no later trading day to step to yet: prices are shown at least ${SIM_LIMITS.minMarketDataLagDays} days after the day they were made.`,
    stepConflict: 'The account has already moved on to another day. Reload to see where it is.',
    startDateOutOfRange: 'Pick a start date within the market data the simulator holds.',
    noMarketData: 'The simulator has no market data yet. Please try again later.',
    programNotAvailable: 'You cannot use the simulator through that program.',
    tooManyOpenOrders: `An account may hold at most ${SIM_LIMITS.maxOpenOrders} open orders: cancel some first.`,
    tooManyAccounts: `You have ${SIM_LIMITS.maxAccounts} simulator accounts in use, the most one learner may hold.`,
    noPrice: "That instrument has no price on or before the account's date.",
    notAChallenge: 'Only a challenge appears on the leaderboard.',
    /** docs/product.md §24: a blind challenge's chart is asked for by alias alone. */
    blindRange: "A blind challenge's chart shows the year up to its current day: ask without from and to.",
    /** docs/product.md §24, on the simulator page of a running blind challenge. */
    blindNote:
      'Blind challenge: names, dates and prices are disguised until it ends, so hindsight cannot help.',
    /** docs/product.md §24, under the rules of the form that starts a challenge. */
    blindStart:
      'It is blind: instruments, dates and prices are disguised until it ends, and then shown as they were for your review.',
    /** docs/product.md §24, on the review of an ended blind challenge. */
    blindRevealed:
      'The challenge has ended: its real instruments, dates and prices are shown below for your review.',
  },
  /** The learner's privacy rights (docs/product.md §17). */
  privacyRights: {
    eraseRequested:
      'Your account is closed. It will be erased in 7 days; the e-mail we sent you has a link to cancel until then.',
    eraseCancelled: 'The erasure is cancelled and your account is open again. You can sign in.',
    eraseLinkInvalid:
      'This link is not valid: the erasure was cancelled, has already taken place, or the link is wrong.',
    eraseAdmin: 'An admin account cannot be erased: ask another admin to make it a learner account first.',
    eraseConfirm:
      'Erase your account? You will be signed out at once, and everything is erased after 7 days.',
    nomineeRemoved: 'Your nominee has been removed.',
    nomineeSaved: 'Your nominee has been saved and told by e-mail.',
    grievanceFiled: (number: string) =>
      `Your grievance has been received. Its reference number is ${number}; we will answer by e-mail within 90 days.`,
    grievanceNotFound: 'Grievance not found.',
    grievanceAnswered: 'This grievance has already been answered.',
    exportFailed: 'We could not prepare your data. Please try again.',
    exportQueued: (hours: number) =>
      `You have a lot of data, so we are preparing it as a ZIP file. We will e-mail you a link to download it; the link works for ${hours} hours, only when you are signed in.`,
    exportNotFound:
      'Export not found. Please open the link while signed in to the account that asked for it.',
    exportPreparing: 'Your data is still being prepared. We will e-mail you when it is ready.',
    exportExpired: (hours: number) =>
      `This download link has expired: links work for ${hours} hours. Please ask for your data again in Profile → Privacy.`,
    fetchGrievancesFailed: 'Failed to fetch grievances',
    noGrievances: 'No grievances found',
    replyFailed: 'Failed to send the answer.',
    replySent: 'The answer has been mailed to the learner.',
    replyRequired: 'Write an answer first.',
    noOwnGrievances: 'You have not filed a grievance.',
  },
  legal: {
    notFound: 'Page not found.',
    versionNotFound: 'There is no such version of this page.',
    htmlRequired: 'Write the text of the page.',
    badDate: 'The effective date must be a real date written YYYY-MM-DD.',
    dateInPast: 'The effective date must be today or later (IST): a published text never changes the past.',
    published: (title: string, version: number) => `${title}: version ${version} published.`,
    fetchFailed: 'Failed to fetch the legal pages',
    /** The checkout's required box (docs/product.md §19): the two links sit inside this sentence. */
    acceptTermsLabel: 'I agree to the Terms and Conditions and the Refund and Cancellation Policy',
    acceptTermsRequired:
      'Tick the box to agree to the Terms and Conditions and the Refund and Cancellation Policy.',
    effectiveLine: (date: string, version: number) =>
      `Effective from ${formatDate(date)} · Version ${version}`,
  },
  /** Calendars and reminders of live classes (docs/product.md §20.4, §20.5). */
  liveCalendar: {
    sessionNotFound: 'Live session not found.',
    feedLoadFailed: 'We could not load your calendar address. Please try again.',
    rotateConfirm:
      'Make a new calendar address? Calendars subscribed to the current one stop updating until you add the new one.',
    rotated: 'Your calendar has a new address. Add it to your calendar app again.',
    rotateFailed: 'We could not make a new calendar address. Please try again.',
    copied: 'Calendar address copied.',
    copyFailed: 'Copy failed: select the address and copy it yourself.',
    remindersOn: `Reminder e-mails are on: ${reminderHours()} before each class.`,
    remindersLabel: `E-mail me ${reminderHours()} before each live class`,
    remindersOff: 'Reminder e-mails are off. Changes and cancellations still reach you by e-mail.',
    preferencesFailed: 'We could not save your reminder setting. Please try again.',
  },
  /** The notifications store: the bell, its page, e-mail choices and unsubscribe links (docs/product.md §21). */
  notifications: {
    loadFailed: 'We could not load your notifications. Please try again.',
    none: 'No notifications yet. Replies, mentions and class changes will show here.',
    markAllRead: 'Mark all as read',
    allRead: 'All notifications are marked as read.',
    markFailed: 'We could not mark your notifications as read. Please try again.',
    preferencesSaved: 'Your e-mail choices are saved.',
    preferencesFailed: 'We could not save your e-mail choices. Please try again.',
    unsubscribeInvalid:
      'This unsubscribe link is not valid. Change your e-mail choices on your profile instead.',
    unsubscribeFailed: 'We could not change your e-mail choices. Please try again.',
    unsubscribed: (what: string) =>
      `Done: you will get no more e-mails about ${what}. Notifications still show in the bell, and you can turn e-mails on again on your profile.`,
    unsubscribedDigest:
      'Done: you will get no more daily digests. Notifications still show in the bell, and you can turn e-mails on again on your profile.',
  },
  /** A live session's recording (docs/product.md §20.6). */
  liveRecordings: {
    sessionNotFound: 'Live session not found.',
    mediaOrLink: 'Send either media_id (an uploaded video) or url (a link), not both.',
    badLink:
      'The link must be an https address of a video on YouTube, Vimeo or Google Drive (a file, not a folder).',
    notAVideo: 'This upload is not a video.',
    videoFailed: 'This video could not be processed: upload it again.',
    notStarted: 'A recording can be attached once the session has started.',
    cancelled: 'This session was cancelled: it has no recording.',
    noRecording: 'This session has no recording.',
    removed: 'The recording has been removed.',
    attached: 'The recording has been attached. It shows as a lesson for this batch.',
    uploading: (percent: number) => `Uploading… ${percent}%`,
    processing: 'The video is being processed: learners can open it once it is ready.',
    uploadFailed: 'The upload failed. Choose the file again to resume it.',
    removeConfirm: 'Remove this recording? Its lesson is removed from the course.',
  },
  /** Live sessions, joining and attendance (docs/product.md §20.2, §20.3, §20.7). */
  liveSessions: {
    batchNotFound: 'Batch not found.',
    sessionNotFound: 'Live session not found.',
    inPast: 'A session cannot start in the past.',
    seriesInPast: 'The first session of this series would start in the past: pick a later first day or time.',
    seriesEmpty: 'These weekdays do not fall within the weeks given.',
    batchOverlap: 'This batch already has a session at that time. Pick another time.',
    instructorOverlap: 'The instructor already has a session at that time. Pick another time or instructor.',
    instructorInvalid: 'The instructor must be an instructor or admin account.',
    instructorOnlySelf: 'An instructor can only schedule their own sessions.',
    notInBatch: 'This live class is for the learners of its batch.',
    cancelled: 'This live class was cancelled.',
    ended: 'This live class has ended.',
    notYetOpen: (opensAt: string) => `The join link opens at ${opensAt} IST, 15 minutes before the class.`,
    ticketInvalid: 'This join link has expired. Go back and press Join again.',
    notInRoster: 'Only learners of this batch can be marked.',
  },
  /** Program community spaces and their moderation (docs/product.md §22). */
  community: {
    programNotFound: 'Program not found.',
    threadNotFound: 'Thread not found.',
    postNotFound: 'Post not found.',
    noAccess: "This community is for the program's active learners, its instructors and admins.",
    batchNotFound: 'This batch is not one of yours in this program.',
    lessonNotInProgram: 'This lesson is not part of this program.',
    locked: 'This thread is locked or closed: it takes no new replies.',
    notYours: 'You can only change your own posts.',
    staffOnly: 'Only an instructor of this program or an admin can do this.',
    acceptReplyOnly: 'Only a reply can be marked as the accepted answer.',
    acceptStaffOnly: "Only an instructor's or an admin's reply can be accepted.",
    bodyTooLong: 'The text is too long once cleaned. Shorten it and try again.',
    bodyEmpty: 'The text is required.',
    rateLimited: (minutes: number) =>
      `You have posted a lot in a short time. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    held: 'Your post is waiting for review by a moderator.',
    waitingForReview: (reason: string) => `waiting for review: ${reason}`,
    muted: (until: string) => `You are muted in the community until ${until} IST.`,
    mutedDone: (name: string, until: string) => `${name} is muted until ${until} IST.`,
    reported: 'Thank you. A moderator will look at this post.',
    deleted: 'The post has been deleted.',
    decided: {
      approve: 'The post is published.',
      hide: 'The post is hidden.',
      delete: 'The post is deleted.',
    },
    wordExists: 'This word is already on the list.',
    wordNotFound: 'Word not found.',
    wordRemoved: 'The word has been removed.',
    memberNotFound: 'Member not found.',
    muteStaff: 'Instructors and admins cannot be muted.',
    /** The fixed notice on every space (docs/product.md §22.4). */
    notice: {
      title: 'Education only',
      education: 'This space is for learning: ask questions, share what you practised, discuss lessons.',
      noAdvice:
        'No recommendations: no buy or sell calls, targets, stop-losses for a stock, tips, paid-call or group invitations, or phone numbers. Such posts are held for review.',
      report: 'See something that breaks these rules? Press Report under the post and tell us why.',
    },
    emptySpace: 'No threads yet. Start the first one.',
    emptySearch: 'No threads match your search.',
    emptyQuestions: 'No questions yet about this lesson.',
    emptyQueue: 'Nothing waits for review.',
    deleteConfirm: 'Delete this post? Nobody will see it any more.',
    imageTooLarge: (megabytes: number) => `The picture is too large: at most ${megabytes} MB.`,
    imageAltRequired: 'Describe the picture in a few words for people who cannot see it.',
    imageAltTooLong: (max: number) => `Keep the description under ${max} characters.`,
    /** What the bell and the e-mails say (docs/product.md §21, §22). */
    notices: {
      reply: (name: string, thread: string) => `${name} replied to "${thread}"`,
      mention: (name: string, thread: string) => `${name} mentioned you in "${thread}"`,
      accepted: (thread: string) => `Your answer was accepted in "${thread}"`,
      decision: {
        approve: (thread: string) => `Your post in "${thread}" was approved and is now published`,
        hide: (thread: string) => `Your post in "${thread}" was hidden by a moderator`,
        delete: (thread: string) => `Your post in "${thread}" was removed by a moderator`,
      },
    },
  },
  /** The evaluation before live trading (docs/product.md §25). */
  evaluation: {
    certificateTitle: 'Evaluation passed',
    /** SEBI: the evaluation is education, never advice or a promise of returns. */
    disclaimer:
      'This is an educational evaluation of paper trading on delayed market data. It is not investment advice, not a SEBI registration or licence, and not a promise of returns: real trading can lose money.',
    heading: 'Evaluation before live trading',
    off: 'This program has no evaluation.',
    challenge: 'A blind challenge passed',
    journal: (done: number, needed: number) =>
      `${done} of ${needed} journal trades with a plan written before entry`,
    signOff: 'Signed off by your mentor',
    signedOffBy: (name: string) => `Signed off by ${name}`,
    done: 'Done',
    notYet: 'Not yet',
    passed: 'You passed the evaluation.',
    viewCertificate: 'View the certificate',
    saved: 'Evaluation settings saved.',
    statistics: (returnText: string, drawdownText: string, days: number) =>
      `Challenge return ${returnText}, max drawdown ${drawdownText}, ${days} trading day${days === 1 ? '' : 's'}`,
    mentor: (name: string) => `Mentor: ${name}`,
    /** Beside the figures of a certificate issued before they were signed (ADR 085). */
    unsigned: 'recorded at issue; issued before these figures were signed',
  },
  /** The trading journal and mentors (docs/product.md §23). */
  journal: {
    /** What the bell and the e-mails say (docs/product.md §21, §23.2); no symbol or date of a trade (§24). */
    notices: {
      comment: (name: string) => `${name} commented on a trade in your journal`,
      review: (mentor: string, weekStart: string) =>
        `${mentor} wrote your weekly review for the week of ${weekStart}`,
    },
    /** The plan form without an open simulator account to plan in. */
    planNeedsAccount:
      'A plan belongs to an open simulator account: open one in the simulator, then plan its trades here.',
    blindWaits:
      "A blind challenge's trades join your journal when it ends, shown real for the review. Write a plan for it with its aliases and the prices as it shows them.",
    badDate: (label: string) => `${label} must be a date written YYYY-MM-DD.`,
    badSymbol: 'Enter the symbol, as NSE writes it (for example INFY).',
    badQuantity: 'The quantity must be a whole number of shares from 1.',
    exitBeforeEntry: 'The exit date cannot come before the entry date.',
    weekStartsMonday: 'A weekly review starts on a Monday.',
    tradeNotFound: 'Journal trade not found.',
    accountNotFound: 'Simulator account not found.',
    learnerNotFound: 'Learner not found.',
    programNotFound: 'Program not found.',
    parentNotFound: 'The comment you reply to is not on this trade.',
    reviewNotFound: 'Weekly review not found.',
    reviewExists: 'This week already has a review for this learner.',
    mentorNotInstructor: 'A mentor must be an instructor or admin account.',
    learnerNotInProgram: 'The learner must hold a subscription to this program.',
    notMentored: 'This learner is not assigned to you in this program.',
    setupNotInList: "Choose a setup from your program's list; add your own words as tags.",
    mistakeNotInList: "Tick mistakes from your program's checklist.",
    pictureTooLarge: 'The picture is too large: at most 2 MB.',
    pictureType: 'Upload a PNG, JPEG or WebP picture.',
    noPicture: 'This trade has no picture.',
    notesSaved: 'Your notes are saved.',
    planSaved: 'Your plan is saved. The trade that closes next in this symbol takes it.',
    commentPosted: 'Your comment is posted.',
    reviewSaved: 'The weekly review is saved. The learner sees it on their journal.',
    reviewAcknowledged: 'You acknowledged this review.',
    pictureSaved: 'The chart picture is attached.',
    listsSaved: 'The lists are saved.',
    assignmentSaved: 'The mentor is assigned.',
    assignmentRemoved: 'The assignment is removed.',
    signedOff: 'Signed off.',
    signOffWithdrawn: 'Sign-off withdrawn.',
    manualSaved: 'The trade is added to your journal.',
    empty: 'No trades yet. Every position you close in the simulator appears here.',
  },
  generic: {
    loading: 'Loading...',
    /** A page whose data could not be loaded (after the query's own retries), with a Retry button. */
    loadFailed: 'We could not load this page. Check your connection and try again.',
    retry: 'Try again',
    notFound: 'Not found.',
    badRequest: 'The request is not valid.',
    tooLarge: 'The request body is too large.',
    internal: 'Something went wrong on our side. Please try again later.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  },
} as const;

/** LIVE_LIMITS.reminderHoursBefore as words: '24 hours and 1 hour'. */
function reminderHours(): string {
  return LIVE_LIMITS.reminderHoursBefore
    .map((hours) => (hours === 1 ? '1 hour' : `${hours} hours`))
    .join(' and ');
}

/** 'This lesson unlocks on 05 Dec 2026.': the date in IST, as the rest of the site shows dates. */
export function lessonUnlocksMessage(unlocksAt: string | Date): string {
  return `This lesson unlocks on ${formatDate(unlocksAt)}.`;
}
