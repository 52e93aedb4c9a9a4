import { Flower2, GraduationCap, HandHeart, HeartPulse, House, type LucideIcon, Trophy } from "lucide-react";
import type { UpcomingProgramKey } from "#app/site/content/upcoming-programs.ts";

/** One icon per program, shared by the programs overview and each program's page. */
export const programIcons: Record<"education" | UpcomingProgramKey, LucideIcon> = {
  education: GraduationCap,
  health: HeartPulse,
  housing: House,
  seniors: HandHeart,
  women: Flower2,
  sports: Trophy,
};

export function ProgramIcon({ program, className = "h-6 w-6" }: { program: keyof typeof programIcons; className?: string }) {
  const Icon = programIcons[program];
  return <Icon className={className} aria-hidden="true" />;
}
